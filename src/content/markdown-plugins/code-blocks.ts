// Fenced code: Prism highlighting at build time (nothing shipped to the browser), an optional title
// (```bash title="backup.sh"), line highlighting ({1,3-4}) and line numbers (showLineNumbers).
// Lines are rendered one <span> each, so token spans that cross a newline are closed and reopened.
import type { MarkdownIt } from './types';
import Prism from 'prismjs';
import loadLanguages from 'prismjs/components/index.js';
import { escapeText } from '../../shared/escape';

export interface CodeBlockOptions {
  /** Languages to load besides Prism's defaults. */
  languages: string[];
  /** Called once per block whose language is not available; the block is rendered as plain text. */
  onUnknownLanguage?: (lang: string, line: number) => void;
}

/** Common aliases authors type. */
const ALIASES: Record<string, string> = {
  sh: 'bash', shell: 'bash', zsh: 'bash', console: 'bash', yml: 'yaml', js: 'javascript', ts: 'typescript',
  dockerfile: 'docker', conf: 'ini', py: 'python', html: 'markup', xml: 'markup', svg: 'markup', md: 'markdown',
};
const PLAIN = new Set(['', 'text', 'txt', 'plain', 'plaintext', 'output', 'log']);

export function loadPrismLanguages(languages: string[]): void {
  const wanted = languages.map((l) => ALIASES[l] ?? l).filter((l) => !Prism.languages[l]);
  if (wanted.length) {
    const silence = (loadLanguages as unknown as { silent: boolean });
    silence.silent = true;
    loadLanguages(wanted);
  }
}

export function resolveLanguage(lang: string): string | null {
  const id = ALIASES[lang] ?? lang;
  return Prism.languages[id] ? id : null;
}

interface FenceMeta {
  lang: string;
  title?: string;
  highlight: Set<number>;
  lineNumbers: boolean;
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
  return { lang, title, highlight, lineNumbers: /\bshowLineNumbers\b/.test(info) };
}

export function codeBlocksPlugin(md: MarkdownIt, options: CodeBlockOptions): void {
  loadPrismLanguages(options.languages);
  const escape = md.utils.escapeHtml;
  md.renderer.rules.fence = (tokens, idx, _opts, env) => {
    const token = tokens[idx];
    const meta = parseFenceInfo(token.info);
    const code = token.content.endsWith('\n') ? token.content.slice(0, -1) : token.content;
    let lang = PLAIN.has(meta.lang) ? null : resolveLanguage(meta.lang);
    if (meta.lang && !PLAIN.has(meta.lang) && !lang) {
      options.onUnknownLanguage?.(meta.lang, (token.map?.[0] ?? 0) + 1 + Number((env as { bodyLineOffset?: number } | undefined)?.bodyLineOffset ?? 0));
      lang = null;
    }
    const lines = lang ? highlightLines(code, lang) : code.split('\n').map(escape);
    const cls = `language-${escape(lang ?? (meta.lang || 'text'))}`;
    const body = lines
      .map((html, i) => {
        const n = i + 1;
        const hl = meta.highlight.has(n) ? ' code-line--highlighted' : '';
        const num = meta.lineNumbers ? `<span class="code-line__number" aria-hidden="true">${n}</span>` : '';
        return `<span class="code-line${hl}">${num}${html || ' '}\n</span>`;
      })
      .join('');
    const title = meta.title ? `<div class="code-block__title">${escape(meta.title)}</div>` : '';
    const numbers = meta.lineNumbers ? ' code-block--numbered' : '';
    return `<div class="code-block ${cls}${numbers}" data-language="${escape(meta.lang || 'text')}">${title}<pre class="${cls}" tabindex="0"><code class="${cls}">${body}</code></pre></div>\n`;
  };
}

type PrismNode = string | Prism.Token | PrismNode[];

/** Highlights `code` and returns one HTML string per source line, each with balanced spans. */
export function highlightLines(code: string, lang: string): string[] {
  const tokens = Prism.tokenize(code, Prism.languages[lang]);
  const lines: string[] = [];
  const open: string[] = [];
  let current = '';
  const text = (s: string) => {
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
