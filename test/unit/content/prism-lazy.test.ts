// Prism is loaded on first use: a renderer for content whose fences name no language (a warm build rendering one
// edited post without code, often) never loads Prism's core or its component table; content with a fence loads
// and highlights as before. Prism is one global per process, so each case runs in a fresh one.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { REPO } from '../../helpers/site';

function renderInFreshProcess(body: string): { html: string; prism: string[] } {
  const script = `
import { createRequire } from 'node:module';
import { createMarkdown } from './src/content/markdown.ts';
import { markdownOptionsOf } from './src/content/markdown-options.ts';
import { fenceLanguagesOf } from './src/content/markdown-plugins/fence-words.ts';
const body = ${JSON.stringify(body)};
const md = createMarkdown(markdownOptionsOf({ prism: { additionalLanguages: ['bash', 'yaml'] }, admonitions: undefined }), fenceLanguagesOf([body]));
const { result } = md.render({ file: 'post.md', body, bodyLineOffset: 0, resolveMarkdownLink: () => undefined, resolveAsset: () => undefined });
const prism = Object.keys(createRequire(import.meta.url).cache).filter((f) => f.includes('/prismjs/')).map((f) => f.slice(f.indexOf('/prismjs/') + 1));
console.log(JSON.stringify({ html: result.html, prism }));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: REPO,
      encoding: 'utf8',
    }),
  ) as { html: string; prism: string[] };
}

describe('Prism loads on first use', () => {
  it('a renderer for content without a highlighted fence loads none of Prism', () => {
    const { html, prism } = renderInFreshProcess('新年第一天，去看了日出。\n\n```\nplain text\n```\n');
    assert.match(html, /日出/);
    assert.deepEqual(prism, []);
  });

  it('a fence with a language loads Prism and the grammars it needs, and highlights', () => {
    const { html, prism } = renderInFreshProcess('备份脚本：\n\n```bash\necho "$HOME" | grep x\n```\n');
    assert.ok(prism.includes('prismjs/prism.js'), prism.join(', '));
    assert.ok(prism.includes('prismjs/components/prism-bash.js'), prism.join(', '));
    assert.match(html, /<span class="token /);
  });
});
