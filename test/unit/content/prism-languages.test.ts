// Prism grammars are loaded for the languages a site's fences use, not for every configured one. That must not
// change any output: each language's grammar (its full structure) and its highlighted HTML must be the same as
// when every configured language is loaded, whatever else is loaded with it and in whatever order entries
// (and so languages) come. Prism is one global per process, so every way of loading runs in a fresh process.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import MarkdownIt from 'markdown-it';
import components from 'prismjs/components.js';
import { parseFenceInfo } from '../../../src/content/markdown-plugins/code-blocks';
import { fenceLanguagesOf, fenceLanguageWords } from '../../../src/content/markdown-plugins/fence-words';
import {
  ALIASES,
  configuredComponents,
  prismLanguagesFor,
} from '../../../src/content/markdown-plugins/prism-languages';
import { createMarkdown } from '../../../src/content/markdown';
import { DOCUSAURUS_LANGUAGES, markdownOptionsOf } from '../../../src/content/markdown-options';
import { REPO } from '../../helpers/site';

const HELPER = join(REPO, 'test/helpers/prism-dump.ts');
const SAMPLE = [
  '<div class="a" onclick="go(1)"><script>const x = `t${1}`; /re/g.test(x)</script><style>p { color: red }</style></div>',
  'import { a } from "b"; export default function f<T>(x: T): T { return <A b={x}>{x}</A>; }',
  '# Title\n- item **bold** `code`\nkey: [1, "two", {three: 3}]\n  nested: |\n    text',
  'fn main() { let v: Vec<u8> = vec![1]; } // comment\n#include <stdio.h>\nint main(void) { return 0; }',
  'query Q($id: ID!) { user(id: $id) { name } }\ndef f(x): return x  # py\n{"k": [true, null, 1.5e3]}',
  'FROM node:20\nRUN echo "$HOME" && ls -la | grep x\n[section]\nkey = value\nSELECT * FROM t WHERE a = 1;\n+ added\n- removed',
].join('\n');

type Dump = Record<string, { id: string | null; grammar: string; html: string }>;

/** The words whose resolution, grammar or highlighted sample differ (with where), for a short failure message. */
function differences(got: Dump, want: Dump, words: string[]): string[] {
  const out: string[] = [];
  for (const w of words) {
    for (const k of ['id', 'grammar', 'html'] as const) {
      const a = String(got[w]?.[k]);
      const b = String(want[w]?.[k]);
      if (a === b) continue;
      let i = 0;
      while (a[i] === b[i]) i++;
      out.push(
        `${w}.${k} at ${i}: ${JSON.stringify(a.slice(Math.max(0, i - 40), i + 40))} vs ${JSON.stringify(b.slice(Math.max(0, i - 40), i + 40))}`,
      );
    }
  }
  return out;
}
/** Each job: one loadPrismLanguages(configured, only) call per item of `loads` (null: no `only`, every configured
 *  language), in a fresh process; the result of each job. */
function dumps(configured: string[], jobs: { loads: (string[] | null)[]; words: string[] }[]): Dump[] {
  const input = jobs.map((j) => ({ configured, ...j, sample: SAMPLE }));
  return JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', HELPER, JSON.stringify(input)], {
      cwd: REPO,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    }),
  ) as Dump[];
}

/** Every word a fence could use to reach a configured grammar (ids, Prism's aliases, blogctl's), and some that reach none. */
function wordsFor(configured: string[]): string[] {
  const words = new Set<string>(Object.keys(ALIASES));
  for (const id of configuredComponents(configured)) {
    words.add(id);
    const alias = (components.languages as Record<string, { alias?: string | string[] }>)[id]?.alias;
    for (const a of alias === undefined ? [] : ([] as string[]).concat(alias)) words.add(a);
  }
  for (const w of ['java', 'text', 'nonesuch']) words.add(w);
  return [...words].sort();
}

const SITES = {
  'Docusaurus defaults': markdownOptionsOf({
    prism: { additionalLanguages: [] },
    admonitions: { keywords: [], extendDefaults: true },
  }).languages,
  'the shipped site': markdownOptionsOf({
    prism: {
      additionalLanguages: ['bash', 'yaml', 'json', 'typescript', 'docker', 'ini', 'nginx', 'sql', 'diff', 'python'],
    },
    admonitions: { keywords: [], extendDefaults: true },
  }).languages,
};

describe('Prism languages loaded for the fences a site uses', () => {
  for (const [name, configured] of Object.entries(SITES)) {
    it(`gives every language the grammar and output of loading all of them (${name})`, () => {
      const words = wordsFor(configured);
      // One fresh process per distinct set: a site whose fences use just that word.
      const bySet = new Map<string, string[]>();
      for (const w of words) {
        const key = JSON.stringify(prismLanguagesFor(configured, [w]));
        bySet.set(key, [...(bySet.get(key) ?? []), w]);
      }
      const sets = [...bySet];
      const [all, ...alone] = dumps(configured, [
        { loads: [null], words },
        ...sets.map(([key, group]) => ({ loads: [JSON.parse(key) as string[]], words: group })),
      ]);
      assert.ok(Object.values(all).filter((d) => d.id).length > 20, 'most words resolve to a grammar');
      sets.forEach(([key, group], i) => assert.deepEqual(differences(alone[i], all, group), [], `loaded with ${key}`));
    });

    it(`gives the same grammars whatever order languages are loaded in (${name})`, () => {
      const words = wordsFor(configured);
      const one = (w: string) => prismLanguagesFor(configured, [w]);
      const [all, forward, reverse, someThenAll] = dumps(configured, [
        { loads: [null], words },
        { loads: words.map(one), words },
        { loads: [...words].reverse().map(one), words },
        { loads: [one('yaml'), null], words },
      ]);
      assert.deepEqual(differences(forward, all, words), [], 'one word at a time, in order');
      assert.deepEqual(differences(reverse, all, words), [], 'one word at a time, in reverse');
      assert.deepEqual(differences(someThenAll, all, words), [], 'some, then all');
    });
  }

  it('loads only what the used languages need, and everything when the words are unknown', () => {
    const d = DOCUSAURUS_LANGUAGES;
    assert.deepEqual(prismLanguagesFor(d, []), []);
    assert.deepEqual(
      prismLanguagesFor(d, ['text', 'bash', 'nonesuch']),
      [],
      'words no configured grammar has load nothing',
    );
    assert.deepEqual(prismLanguagesFor(d, ['cpp']), ['clike', 'c', 'cpp']);
    assert.ok(prismLanguagesFor(d, ['yml']).includes('yaml'));
    assert.ok(prismLanguagesFor(d, ['js']).includes('js-extras'), 'js-extras changes javascript');
    assert.ok(!prismLanguagesFor(d, ['js']).includes('rust'));
    assert.equal(prismLanguagesFor(d, null), d);
  });
});

describe('a renderer told which fence languages to expect', () => {
  it('still highlights a configured language it was not told about, as a renderer with every language does', () => {
    const options = markdownOptionsOf({
      prism: { additionalLanguages: ['bash'] },
      admonitions: { keywords: [], extendDefaults: true },
    });
    const input = { file: '/x.md', bodyLineOffset: 0, resolveMarkdownLink: () => null, resolveAsset: () => null };
    const body = '```yaml\nkey: [1, "two"]\n```\n\n```sh\necho "$HOME"\n```\n';
    const told = createMarkdown(options, ['nonesuch']).render({ ...input, body });
    const all = createMarkdown(options).render({ ...input, body });
    assert.deepEqual(told.diagnostics, []);
    assert.match(told.result.html, /token/);
    assert.equal(told.result.html, all.result.html);
  });
});

describe('fence language words', () => {
  it('finds every fence markdown-it sees, wherever it is', () => {
    const text = [
      '```JS title="a.js" {1}',
      'x',
      '```',
      '',
      '- item',
      '',
      '  ~~~yaml showLineNumbers',
      '  a: 1',
      '  ~~~',
      '',
      '> ```\u00a0python',
      '> x',
      '> ```',
      '',
      '1. one',
      '   ````tsx{2}',
      '   y',
      '   ````',
      '',
      '```',
      'plain',
      '```',
      '',
      '<details>',
      '',
      '```cpp',
      'int x;',
      '```',
      '',
      '</details>',
    ].join('\n');
    const md = new MarkdownIt({ html: true });
    const seen = md
      .parse(text, {})
      .filter((t) => t.type === 'fence')
      .map((t) => parseFenceInfo(t.info).lang)
      .filter(Boolean);
    assert.deepEqual(seen.sort(), ['cpp', 'js', 'python', 'tsx', 'yaml']);
    const words = fenceLanguageWords(text);
    assert.ok(words);
    for (const lang of seen) assert.ok(words.has(lang), `${lang} found`);
  });

  it('gives up (null: load everything) when a word may be escaped or an entity', () => {
    assert.equal(fenceLanguageWords('```j\\s\nx\n```'), null);
    assert.equal(fenceLanguageWords('~~~&#106;s\nx\n~~~'), null);
    assert.equal(fenceLanguagesOf(['```js\n```', '```&lt;\n```']), null);
    assert.deepEqual(fenceLanguagesOf(['```js\n```', 'no fences', '~~~Yaml\n~~~']), ['js', 'yaml']);
  });
});
