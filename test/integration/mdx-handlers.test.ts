// Function-valued JSX props on HTML elements in MDX (test/fixtures/sites/mdx-handlers, shaped like the Docusaurus
// template's `<button onClick={() => alert('button clicked!')}>`): the build is clean, the element is rendered on
// the server without its handler (no inline `onclick`, no handler source in the HTML), the handler's code is in a
// browser chunk loaded only by the page that has it; a handler may use the MDX file's scope (its module's).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build, type BuildResult } from '../../src/api/build';
import { fileText, fixtureSite } from '../helpers/site';

let result: BuildResult;
const temps: string[] = [];
before(async () => {
  result = await build({ root: fixtureSite('mdx-handlers'), write: false, cache: false });
});
after(() => {
  for (const d of temps) rmSync(d, { recursive: true, force: true });
});

const POST = 'blog/' + '按钮' + '/index.html';
const PLAIN = 'blog/' + '平常' + '/index.html';

async function buildPost(body: string): Promise<BuildResult> {
  const root = mkdtempSync(join(tmpdir(), 'blogctl-handlers-'));
  temps.push(root);
  mkdirSync(join(root, 'content', 'blog'), { recursive: true });
  writeFileSync(join(root, 'blogctl.config.ts'), "export default { title: '站', url: 'https://x.example' };\n");
  writeFileSync(
    join(root, 'content', 'blog', '2024-01-01-a.mdx'),
    `---\ntitle: 一篇\ndate: 2024-01-01\n---\n\n开头。\n\n<!-- truncate -->\n\n${body}\n`,
  );
  return build({ root, write: false, cache: false });
}

describe('function props on HTML elements in MDX', () => {
  it('build without any diagnostic', () => {
    assert.deepEqual(result.diagnostics, []);
    assert.equal(result.ok, true);
  });

  it('render on the server without the handler, as islands', () => {
    const html = fileText(result, POST);
    assert.match(
      html,
      /<span class="site-island"[^>]*data-props="\{\}"><button><span data-mdx-children="">点我<\/span><\/button><\/span>/,
    );
    assert.match(
      html,
      /<p>段落里也行：<span class="site-island"[^>]*><button type="button" class="rename"><span data-mdx-children="">改标题<\/span><\/button><\/span> 就这样。<\/p>/,
    );
    assert.match(html, /<button><span data-mdx-children="">提示里的按钮<\/span><\/button>/);
    for (const raw of ['onclick', 'onClick', 'alert(', 'blogctl-island', '=&gt;'])
      assert.ok(!html.includes(raw), `the page shows ${raw}`);
  });

  it('the handlers are compiled into browser chunks that only their page loads', () => {
    const chunks = result.files!.filter((f) => /^assets\/js\/site-/.test(f.path));
    // esbuild writes non-ASCII text as \u escapes.
    const said = (t: string) => t.includes('按钮被点了') || t.includes('\\u6309\\u94AE\\u88AB\\u70B9\\u4E86');
    assert.equal(chunks.filter((f) => said(f.text())).length, 1);
    assert.ok(chunks.some((f) => f.text().includes('document.title')));
    assert.ok(!fileText(result, PLAIN).includes('data-module'));
  });

  // Issue 31: a handler is compiled into the MDX file's own module, where the file's imports, exports and MDX's
  // names are in scope, so using them is what MDX does (it was an MDX_PROP_NOT_LITERAL error before).
  it("a handler may use the names of the MDX file's scope, as in MDX", async () => {
    const r = await buildPost(
      "export const greeting = '你好';\n\n<button onClick={() => console.log(greeting, frontMatter.title)}>看</button>",
    );
    assert.deepEqual(
      r.diagnostics.filter((x) => x.severity === 'error'),
      [],
    );
    assert.equal(r.ok, true);
  });

  it('a handler that declares its own variables builds; a function prop on a component stays an error', async () => {
    const ok = await buildPost(
      '<button onClick={function (e) { const t = e.target; t.hidden = true; }}>藏起来</button>',
    );
    assert.deepEqual(
      ok.diagnostics.filter((x) => x.severity === 'error'),
      [],
    );
    const bad = await buildPost("import Tabs from '@theme/Tabs';\n\n<Tabs onChange={() => 1}>\n\n文字\n\n</Tabs>");
    assert.ok(
      bad.diagnostics.some((x) => x.code === 'MDX_PROP_NOT_LITERAL' && x.loc?.line === 12),
      JSON.stringify(bad.diagnostics),
    );
  });
});
