// The per-entry Markdown render's shortcuts, each against the plain definition it replaces: looksLikeMdx's
// guarded per-line tests (markdown-plugins/mdx-detect.ts), the file lines split once and only when needed
// (markdown.ts bodyLines), the unclosed-fence check reading them, and highlighted code's text without a scan or
// split when it needs none (shared/escape.ts escapeText, code-blocks.ts highlightLines).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bodyLines, createMarkdown } from '../../../src/content/markdown';
import { looksLikeMdx } from '../../../src/content/markdown-plugins/mdx-detect';
import { markdownOptionsOf } from '../../../src/content/markdown-options';
import { highlightLines } from '../../../src/content/markdown-plugins/code-blocks';
import { requireCjs } from '../../../src/util/require-cjs';
import { escapeText } from '../../../src/shared/escape';

type PrismNode = string | { type: string; alias?: string | string[]; content: PrismNode } | PrismNode[];
const plainEscapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** highlightLines as it was written before the shortcuts: every text split on line breaks, every part escaped. */
function plainHighlightLines(code: string, lang: string): string[] {
  const Prism = requireCjs('prismjs') as typeof import('prismjs');
  const lines: string[] = [];
  const open: string[] = [];
  let current = '';
  const text = (s: string) => {
    s.split('\n').forEach((part, i) => {
      if (i > 0) {
        lines.push(current + '</span>'.repeat(open.length));
        current = open.map((c) => `<span class="${c}">`).join('');
      }
      current += plainEscapeText(part);
    });
  };
  const walk = (node: PrismNode): void => {
    if (typeof node === 'string') return text(node);
    if (Array.isArray(node)) return node.forEach(walk);
    const cls = ['token', node.type, ...(node.alias ? ([] as string[]).concat(node.alias) : [])].join(' ');
    open.push(cls);
    current += `<span class="${cls}">`;
    walk(node.content);
    open.pop();
    current += '</span>';
  };
  walk(Prism.tokenize(code, Prism.languages[lang]) as PrismNode);
  lines.push(current);
  return lines;
}

/** looksLikeMdx as it was written before the shortcuts: every test on every line. */
function plainLooksLikeMdx(body: string): boolean {
  if (!/[{<]|^(?:import|export)\b/m.test(body)) return false;
  let fence: string | null = null;
  for (const line of body.split('\n')) {
    const t = line.trimStart();
    const f = /^(`{3,}|~{3,})/.exec(t);
    if (f) {
      if (!fence) fence = f[1];
      else if (t.startsWith(fence) && t.slice(fence.length).trim() === '') fence = null;
      continue;
    }
    if (fence) continue;
    if (/^(?:import|export)\s/.test(line)) return true;
    if (!line.includes('<') && !line.includes('{')) continue;
    const code = t.replace(/`[^`]*`/g, '');
    if (code.includes('{/*')) return true;
    if (/<\/?[A-Z][\w.]*(?:[\s/>]|$)/.test(code)) return true;
    if (/<[a-z][\w-]*\s[^>]*=\{/.test(code)) return true;
  }
  return false;
}

// Line pieces that exercise every branch: fences (indented with spaces, tabs, U+3000), ESM lines, JSX comments,
// tags and expression props, inline code hiding them, and plain text.
const PIECES = [
  '```',
  '```js',
  '````',
  '~~~',
  '~~~ ',
  '  ```',
  '\t~~~',
  '\u3000```',
  '``` x',
  'a ```',
  '`` `',
  'import X from "y";',
  'export const a = 1;',
  ' import X',
  'important',
  'exports',
  'import\tY',
  'export',
  '{/* 注释 */}',
  '<Tabs>',
  '</Tabs>',
  '<Tabs.Item value="a">',
  '`<Tabs>`',
  '<div style={{a: 1}}>',
  '<div>',
  '<br/>',
  '{x}',
  'a < b',
  '正文',
  '',
  '   ',
  '<a\thref={x}>',
  '<Details',
  '``<Tabs>``',
];

function* samples(count: number): Generator<string> {
  let seed = 17;
  const next = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff);
  for (let i = 0; i < count; i++) {
    const lines: string[] = [];
    const n = 1 + (next() % 8);
    for (let l = 0; l < n; l++)
      lines.push(PIECES[next() % PIECES.length] + (next() % 5 === 0 ? PIECES[next() % PIECES.length] : ''));
    yield lines.join(next() % 7 === 0 ? '\r\n' : '\n');
  }
}

describe('Markdown render shortcuts', () => {
  it('looksLikeMdx answers as its plain definition on every generated body', () => {
    let mdx = 0;
    for (const body of samples(20_000)) {
      const expected = plainLooksLikeMdx(body);
      assert.equal(looksLikeMdx(body), expected, JSON.stringify(body));
      if (expected) mdx++;
    }
    // Both answers occur often enough for the comparison to mean something.
    assert.ok(mdx > 2000 && mdx < 18_000, String(mdx));
  });

  it('bodyLines gives the lines of the offset-padded body', () => {
    for (const body of ['', 'a', 'a\n', '\n\nb\n', 'x\r\ny']) {
      for (const offset of [0, 1, 4])
        assert.deepEqual(bodyLines(body, offset), ('\n'.repeat(offset) + body).split('\n'));
    }
  });

  it('escapeText escapes as its three replacements do', () => {
    for (const s of [
      '',
      'plain',
      '中文',
      'a & b',
      '<tag attr="x">',
      '&amp;&lt;',
      '\'quotes\' "stay"',
      '>>>',
      'x\n<y>\n',
    ])
      assert.equal(escapeText(s), plainEscapeText(s), s);
  });

  it('highlightLines gives the lines of its plain definition', () => {
    const samples: [string, string][] = [
      ['javascript', 'const a = "<b>" && 1 < 2;\n/* 多行\n注释 */\nfunction f(x) {\n  return `t ${x}\n`;\n}'],
      ['markup', '<div class="a">\n  &amp; 文本\n  <!-- c\n  -->\n</div>'],
      ['css', 'a > b {\n  color: red;\n}\n'],
      ['clike', 'if (a<b) {}\n\n\nx'],
    ];
    for (const [lang, code] of samples)
      assert.deepEqual(highlightLines(code, lang), plainHighlightLines(code, lang), lang);
  });

  it('reports an unclosed fence at its file line, and only that one, whatever the front matter offset', () => {
    const md = createMarkdown(
      markdownOptionsOf({ prism: { additionalLanguages: [] }, admonitions: undefined } as never),
    );
    const render = (body: string, bodyLineOffset: number) =>
      md
        .render({ file: '/x.md', body, bodyLineOffset, resolveMarkdownLink: () => null, resolveAsset: () => null })
        .diagnostics.filter((d) => d.code === 'MARKDOWN_UNCLOSED_FENCE')
        .map((d) => d.loc?.line);
    for (const offset of [0, 3]) {
      assert.deepEqual(render('文字\n\n```js\nx\n```\n', offset), []);
      assert.deepEqual(render('文字\n\n```js\nx\n```', offset), []);
      assert.deepEqual(render('文字\n\n```js\nx\n', offset), [3 + offset]);
      assert.deepEqual(render('```\n', offset), [1 + offset]);
      assert.deepEqual(render('````\na\n```\n', offset), [1 + offset]);
      assert.deepEqual(render('```\na\n```\n\n~~~\nb', offset), [5 + offset]);
    }
  });
});
