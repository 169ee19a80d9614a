// Languages Prism knows that the site did not configure (`prism.additionalLanguages` and the Docusaurus bundle):
// each is highlighted in a Prism of its own, in a node:vm context, loaded as a fresh process that had it
// configured too would load it (Prism's core, the configured grammars that shape it, then it). The Prism that
// highlights every configured language is never touched, so a grammar that changes others when it loads (regex
// edits JavaScript's, jsdoc its comments) changes nothing but its own blocks, and no block's HTML depends on which
// other languages the site uses: a cached entry stays right whatever is added elsewhere.
import { readFileSync } from 'node:fs';
import { createContext, Script } from 'node:vm';
import { requireCjs } from '../../util/require-cjs';
import { ALIASES, prismComponentOf, prismLanguagesFor, prismLoadPlan } from './prism-languages';

/** What highlightLines needs of a Prism: its tokenizer over one language. */
export interface Tokenizer {
  tokenize(code: string): unknown;
}

const scripts = new Map<string, Script>();
/** A Prism file compiled once per thread, run in every world that loads it. */
function script(specifier: string): Script {
  let s = scripts.get(specifier);
  if (!s) {
    const file = requireCjs.resolve(specifier);
    s = new Script(readFileSync(file, 'utf8'), { filename: file });
    scripts.set(specifier, s);
  }
  return s;
}

type World = { languages: Record<string, unknown>; tokenize(code: string, grammar: unknown): unknown };
const worlds = new Map<string, Tokenizer | null>();

/**
 * The tokenizer of `word` (a fence's language word) when it names a Prism language outside `configured`, or null
 * when Prism has no such language. One world per language and configuration, made on first use.
 */
export function extraTokenizer(configured: string[], word: string): Tokenizer | null {
  const id = prismComponentOf(word);
  if (!id) return null;
  const key = `${configured.join(',')}\u0000${word}`;
  if (worlds.has(key)) return worlds.get(key)!;
  const all = [...configured, id];
  // The grammars that shape this one (its requirements, optional dependencies, modifiers), in the load order.
  const chosen = new Set(prismLanguagesFor(all, [id]));
  const context = createContext({});
  script('prismjs').runInContext(context);
  for (const c of prismLoadPlan(all))
    if (chosen.has(c)) script(`prismjs/components/prism-${c}.js`).runInContext(context);
  const prism = (context as { Prism?: World }).Prism;
  const grammar = prism?.languages[ALIASES[word] ?? word] ?? prism?.languages[id];
  const tokenizer = prism && grammar ? { tokenize: (code: string) => prism.tokenize(code, grammar) } : null;
  worlds.set(key, tokenizer);
  return tokenizer;
}
