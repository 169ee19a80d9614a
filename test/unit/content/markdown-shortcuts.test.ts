// The per-entry Markdown render's shortcuts, each against the plain definition it replaces: looksLikeMdx's
// guarded per-line tests (markdown-plugins/mdx-detect.ts), the file lines split once and only when needed
// (markdown.ts bodyLines), and the unclosed-fence check reading them.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bodyLines, createMarkdown } from '../../../src/content/markdown';
import { looksLikeMdx } from '../../../src/content/markdown-plugins/mdx-detect';
import { markdownOptionsOf } from '../../../src/content/markdown-options';

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
  '```', '```js', '````', '~~~', '~~~ ', '  ```', '\t~~~', '\u3000```', '``` x', 'a ```', '`` `',
  'import X from "y";', 'export const a = 1;', ' import X', 'important', 'exports', 'import\tY', 'export',
  '{/* 注释 */}', '<Tabs>', '</Tabs>', '<Tabs.Item value="a">', '`<Tabs>`', '<div style={{a: 1}}>', '<div>', '<br/>',
  '{x}', 'a < b', '正文', '', '   ', '<a\thref={x}>', '<Details', '``<Tabs>``',
];

function* samples(count: number): Generator<string> {
  let seed = 17;
  const next = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff);
  for (let i = 0; i < count; i++) {
    const lines: string[] = [];
    const n = 1 + (next() % 8);
    for (let l = 0; l < n; l++) lines.push(PIECES[next() % PIECES.length] + (next() % 5 === 0 ? PIECES[next() % PIECES.length] : ''));
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
      for (const offset of [0, 1, 4]) assert.deepEqual(bodyLines(body, offset), ('\n'.repeat(offset) + body).split('\n'));
    }
  });

  it('reports an unclosed fence at its file line, and only that one, whatever the front matter offset', () => {
    const md = createMarkdown(markdownOptionsOf({ prism: { additionalLanguages: [] }, admonitions: undefined } as never));
    const render = (body: string, bodyLineOffset: number) =>
      md.render({ file: '/x.md', body, bodyLineOffset, resolveMarkdownLink: () => null, resolveAsset: () => null }).diagnostics
        .filter((d) => d.code === 'MARKDOWN_UNCLOSED_FENCE')
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
