// Fenced code: Prism highlighting at build time (nothing shipped to the browser), an optional title
// (```bash title="backup.sh"), line highlighting ({1,3-4}) and line numbers (showLineNumbers).
// Lines are rendered one <span> each, so token spans that cross a newline are closed and reopened.
import type { MarkdownIt } from './types';
import { requireCjs } from '../../util/require-cjs';
import { escapeText } from '../../shared/escape';
import type { MagicComment } from '../markdown-options';
import { ALIASES, prismComponentOf, prismLanguagesFor, prismLoadPlan } from './prism-languages';
import { extraTokenizer, type Tokenizer } from './prism-extra';

// Prism (CommonJS) through require() (see util/require-cjs.ts), on first use: content without a highlighted
// fence (a warm build that renders one edited post, often) never loads it.
let prismCore: typeof import('prismjs') | undefined;
const prism = (): typeof import('prismjs') => (prismCore ??= requireCjs('prismjs') as typeof import('prismjs'));

export interface CodeBlockOptions {
  /** Languages to load besides Prism's defaults. */
  languages: string[];
  /** The language words the content's fences use (fenceLanguagesOf), when known before rendering: only those of
   *  `languages` (with what can change their grammars) are loaded. Undefined or null: all of them. */
  fenceLanguages?: string[] | null;
  /** Magic comments (Docusaurus `magicComments`): a comment line naming one marks lines with its class. */
  magicComments?: MagicComment[];
  /** Language of a fence that names none (config `prism.defaultLanguage`). */
  defaultLanguage?: string;
  /** Called once per block whose language Prism does not know; the block is rendered as plain text. */
  onUnknownLanguage?: (lang: string, line: number) => void;
}

const PLAIN = new Set(['', 'text', 'txt', 'plain', 'plaintext', 'output', 'log']);

/** What this process has loaded: every configured language, or the ones `loadPrismLanguages(…, only)` chose. */
let loaded: Set<string> | 'all' | undefined;
const require = requireCjs;

/**
 * Loads the grammars of `languages` (the configured list), or of those in `only` (prismLanguagesFor) when given.
 * A fresh process's load order is replayed (only's part of it), so a grammar is the same whichever way it came.
 */
export function loadPrismLanguages(languages: string[], only?: string[]): void {
  if (loaded === 'all' || (only && loaded && only.every((id) => (loaded as Set<string>).has(id)))) return;
  if (!only && !loaded) {
    const wanted = languages.map((l) => ALIASES[l] ?? l).filter((l) => !prism().languages[l]);
    if (wanted.length) {
      const loadLanguages = requireCjs('prismjs/components/index.js') as (languages: string[]) => void;
      (loadLanguages as unknown as { silent: boolean }).silent = true;
      loadLanguages(wanted);
    }
    loaded = 'all';
    return;
  }
  // Everything chosen so far, again in the fresh order: a grammar loaded now may change one loaded before.
  const chosen = only ? new Set([...(loaded ?? []), ...only]) : undefined;
  // Nothing chosen (no fence names a language): nothing to load, not even Prism's core.
  const plan = chosen?.size === 0 ? [] : prismLoadPlan(languages);
  if (plan.length) prism();
  for (const id of plan) {
    if (chosen && !chosen.has(id)) continue;
    const file = require.resolve(`prismjs/components/prism-${id}.js`);
    delete require.cache[file];
    delete prism().languages[id];
    require(file);
  }
  loaded = chosen ?? 'all';
}

export function resolveLanguage(lang: string): string | null {
  const id = ALIASES[lang] ?? lang;
  return prism().languages[id] ? id : null;
}

interface FenceMeta {
  lang: string;
  title?: string;
  highlight: Set<number>;
  /** True when the info string has a `{1,3-4}` range (magic comments are then left alone, as in Docusaurus). */
  hasRange: boolean;
  lineNumbers: boolean;
  /** First line number shown (`showLineNumbers=5`). */
  lineNumberStart: number;
}

/** Parses the fence info string: `lang {1,3-4} title="x" showLineNumbers`. */
export function parseFenceInfo(info: string): FenceMeta {
  const lang = (info.trim().split(/[\s{]/)[0] ?? '').toLowerCase();
  const title = /title=(["'])(.*?)\1/.exec(info)?.[2];
  const highlight = new Set<number>();
  const ranges = /\{([\d,\s-]+)\}/.exec(info)?.[1];
  if (ranges) {
    for (const part of ranges.split(',')) {
      const [a, b] = part.trim().split('-').map(Number);
      if (!Number.isFinite(a)) continue;
      for (let n = a; n <= (Number.isFinite(b) ? b : a); n++) highlight.add(n);
    }
  }
  const numbers = /\bshowLineNumbers(?:=(\d+))?/.exec(info);
  return {
    lang,
    title,
    highlight,
    hasRange: ranges !== undefined,
    lineNumbers: numbers !== null,
    lineNumberStart: numbers?.[1] ? Number(numbers[1]) : 1,
  };
}

/** Comment syntaxes a magic comment may use, by language, as Docusaurus's theme picks them; a language it does
 *  not name (ini, yaml, java, css, …) accepts every common one (`//`, block comments, `#`, `<!--`). */
const JS = ['//', '/*'];
const LANGUAGE_COMMENTS: Record<string, string[]> = {};
const styles: [string[], string[]][] = [
  [['js', 'javascript', 'ts', 'typescript'], JS],
  [
    ['jsx', 'tsx'],
    [...JS, '{/*'],
  ],
  [['html'], [...JS, '<!--']],
  [['python', 'py', 'bash'], ['#']],
  [
    ['markdown', 'md'],
    ['<!--', '{/*', '#'],
  ],
  [['tex', 'latex', 'matlab'], ['%']],
  [['lua', 'haskell', 'sql'], ['--']],
  [['wasm'], [';;']],
];
for (const [languages, comments] of styles) for (const l of languages) LANGUAGE_COMMENTS[l] = comments;
const ALL_COMMENTS = ['//', '/*', '{/*', '#', '<!--'];
const CLOSERS: Record<string, string> = { '/*': '*/', '{/*': '*/}', '<!--': '-->' };

/** The directive of a line that is only a comment (`// highlight-next-line` → "highlight-next-line"), or null. */
function commentDirective(line: string, styles: string[]): string | null {
  const t = line.trim();
  for (const open of styles) {
    if (!t.startsWith(open)) continue;
    const close = CLOSERS[open];
    if (close && !t.endsWith(close)) continue;
    return t.slice(open.length, close ? t.length - close.length : undefined).trim();
  }
  return null;
}

/** Applies magic comments: returns the code without the comment lines and the classes of each remaining line. */
export function applyMagicComments(
  code: string,
  lang: string,
  comments: MagicComment[],
): { code: string; classes: string[][] } {
  const lines = code.split('\n');
  const styles = LANGUAGE_COMMENTS[lang] ?? ALL_COMMENTS;
  const kept: string[] = [];
  const classes: string[][] = [];
  let next: string[] = [];
  const open = new Map<string, number>();
  for (const line of lines) {
    const directive = commentDirective(line, styles);
    const match =
      directive === null
        ? undefined
        : comments.find((c) => c.line === directive || c.block?.start === directive || c.block?.end === directive);
    if (match && directive !== null) {
      if (match.line === directive) next.push(match.className);
      else if (match.block?.start === directive) open.set(match.className, (open.get(match.className) ?? 0) + 1);
      else open.set(match.className, Math.max(0, (open.get(match.className) ?? 0) - 1));
      continue;
    }
    const cls = [...next];
    for (const [c, n] of open) if (n > 0 && !cls.includes(c)) cls.push(c);
    next = [];
    kept.push(line);
    classes.push(cls);
  }
  return { code: kept.join('\n'), classes };
}

export function codeBlocksPlugin(md: MarkdownIt, options: CodeBlockOptions): void {
  const fences = options.fenceLanguages;
  loadPrismLanguages(
    options.languages,
    fences ? (fences.length ? prismLanguagesFor(options.languages, fences) : []) : undefined,
  );
  const escape = md.utils.escapeHtml;
  md.renderer.rules.fence = (tokens, idx, _opts, env) => {
    const token = tokens[idx];
    const meta = parseFenceInfo(token.info);
    if (!meta.lang && options.defaultLanguage) meta.lang = options.defaultLanguage.toLowerCase();
    let code = token.content.endsWith('\n') ? token.content.slice(0, -1) : token.content;
    let lineClasses: string[][] | null = null;
    if (
      !meta.hasRange &&
      options.magicComments?.some((c) => code.includes(c.line ?? '\u0000') || code.includes(c.block?.start ?? '\u0000'))
    ) {
      const applied = applyMagicComments(code, ALIASES[meta.lang] ?? meta.lang, options.magicComments);
      if (applied.code !== code) {
        code = applied.code;
        lineClasses = applied.classes;
      }
    }
    let lang = PLAIN.has(meta.lang) ? null : resolveLanguage(meta.lang);
    if (meta.lang && !PLAIN.has(meta.lang) && !lang && options.fenceLanguages) {
      // A configured language the fence scan did not foresee: loaded now, the same way (never expected to happen).
      const more = prismLanguagesFor(options.languages, [meta.lang]);
      if (more.length) {
        loadPrismLanguages(options.languages, more);
        lang = resolveLanguage(meta.lang);
      }
    }
    // A language Prism knows that the site did not configure: highlighted by a Prism of its own (prism-extra.ts).
    const extra = meta.lang && !PLAIN.has(meta.lang) && !lang ? extraTokenizer(options.languages, meta.lang) : null;
    if (extra) lang = prismComponentOf(meta.lang) ?? meta.lang;
    else if (meta.lang && !PLAIN.has(meta.lang) && !lang) {
      options.onUnknownLanguage?.(
        meta.lang,
        (token.map?.[0] ?? 0) + 1 + Number((env as { bodyLineOffset?: number } | undefined)?.bodyLineOffset ?? 0),
      );
      lang = null;
    }
    const lines = lang ? highlightLines(code, lang, extra ?? undefined) : code.split('\n').map(escape);
    const cls = `language-${escape(lang ?? (meta.lang || 'text'))}`;
    const body = lines
      .map((html, i) => {
        const n = i + 1;
        const magic = lineClasses?.[i]?.length ? ' ' + lineClasses[i].map(escape).join(' ') : '';
        const hl = (meta.highlight.has(n) ? ' code-line--highlighted' : '') + magic;
        const num = meta.lineNumbers
          ? `<span class="code-line__number" aria-hidden="true">${n + meta.lineNumberStart - 1}</span>`
          : '';
        return `<span class="code-line${hl}">${num}${html || ' '}\n</span>`;
      })
      .join('');
    const title = meta.title ? `<div class="code-block__title">${escape(meta.title)}</div>` : '';
    const numbers = meta.lineNumbers ? ' code-block--numbered' : '';
    return `<div class="code-block ${cls}${numbers}" data-language="${escape(meta.lang || 'text')}">${title}<pre class="${cls}" tabindex="0"><code class="${cls}">${body}</code></pre></div>\n`;
  };
}

type PrismNode = string | import('prismjs').Token | PrismNode[];

/** Highlights `code` and returns one HTML string per source line, each with balanced spans. `tokenizer`: a Prism
 *  of its own for a language the site did not configure (prism-extra.ts); the configured ones' Prism otherwise. */
export function highlightLines(code: string, lang: string, tokenizer?: Tokenizer): string[] {
  const Prism = tokenizer ? undefined : prism();
  const tokens = tokenizer ? tokenizer.tokenize(code) : Prism!.tokenize(code, Prism!.languages[lang]);
  const lines: string[] = [];
  const open: string[] = [];
  let current = '';
  const text = (s: string) => {
    if (!s.includes('\n')) {
      current += escapeText(s);
      return;
    }
    const parts = s.split('\n');
    parts.forEach((part, i) => {
      if (i > 0) {
        lines.push(current + '</span>'.repeat(open.length));
        current = open.map((c) => `<span class="${c}">`).join('');
      }
      current += escapeText(part);
    });
  };
  const walk = (node: PrismNode): void => {
    if (typeof node === 'string') return text(node);
    if (Array.isArray(node)) return node.forEach(walk);
    const aliases = node.alias ? ([] as string[]).concat(node.alias) : [];
    const cls = ['token', node.type, ...aliases].join(' ');
    open.push(cls);
    current += `<span class="${cls}">`;
    walk(node.content as PrismNode);
    open.pop();
    current += '</span>';
  };
  walk(tokens as PrismNode);
  lines.push(current);
  return lines;
}
