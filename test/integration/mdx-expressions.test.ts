// MDX written as JavaScript (issue 31), over test/fixtures/sites/mdx-expressions: expression props and children,
// `export const`, values imported from the site's JSON, YAML and TypeScript files (through `@site/…` and a relative
// path), `.map` into components, context from one component to another inside it, and `require()` of an image in
// a `.md` file are evaluated as MDX evaluates them and rendered on the server; nothing of the syntax reaches the
// page. Errors in the JavaScript are located in the MDX file.
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
  result = await build({ root: fixtureSite('mdx-expressions'), write: false, cache: false });
});
after(() => {
  for (const d of temps) rmSync(d, { recursive: true, force: true });
});

const POST = 'blog/表达式/index.html';
const DOC = 'docs/intro/index.html';

/** The page's Markdown content (between the content slot and the article's end). */
function content(html: string): string {
  const start = html.indexOf('data-slot="content"');
  return html.slice(start, html.indexOf('</article>', start));
}

async function buildPost(body: string): Promise<BuildResult> {
  const root = mkdtempSync(join(tmpdir(), 'blogctl-expr-'));
  temps.push(root);
  mkdirSync(join(root, 'content', 'blog'), { recursive: true });
  writeFileSync(join(root, 'blogctl.config.ts'), "export default { title: '站', url: 'https://x.example' };\n");
  writeFileSync(
    join(root, 'content', 'blog', '2024-01-01-a.mdx'),
    `---\ntitle: 一篇\ndate: 2024-01-01\n---\n\n开头。\n\n<!-- truncate -->\n\n${body}\n`,
  );
  return build({ root, write: false, cache: false });
}

describe('MDX expressions, exports and imports', () => {
  it('build without an error or a warning', () => {
    assert.deepEqual(result.diagnostics, []);
    assert.equal(result.ok, true);
  });

  it('a prop and a child read from an imported JSON file', () => {
    const html = content(fileText(result, POST));
    assert.match(html, /<a href="https:\/\/github\.com\/example-writer">/);
    assert.match(html, /我的 GitHub/);
  });

  it('an exported value and an imported TypeScript array mapped into components, with their state', () => {
    const html = content(fileText(result, POST));
    const cards = [
      ...html.matchAll(/<div class="tally" data-name="([^"]+)"><strong>[^<]+<\/strong><button type="button">(\d+)/g),
    ];
    assert.deepEqual(
      cards.map((m) => [m[1], m[2]]),
      [
        ['纸船', '3'],
        ['灯塔', '5'],
        ['小林', '0'],
      ],
    );
  });

  it('a component with a prop from a YAML file keeps its Markdown children, rendered by blogctl', () => {
    assert.match(
      content(fileText(result, POST)),
      /<div class="tally" data-name="小林">.*?<div data-mdx-children=""><p>给<strong>作者<\/strong>投一票。<\/p>/s,
    );
  });

  it('a YAML file mapped into a list inside an HTML element', () => {
    const html = content(fileText(result, POST));
    assert.match(html, /<ul class="people"><li>小林<!-- -->（<!-- -->作者<!-- -->）<\/li><li>阿青/);
  });

  it("a component's context reaches the component inside it", () => {
    assert.match(content(fileText(result, POST)), /<span class="swatch" data-color="teal">teal<\/span>/);
  });

  it('frontMatter, an exported literal and an expression over imports in text', () => {
    const html = content(fileText(result, POST));
    assert.match(html, /本文标题是「会算的文章」，颜色有 2 种，共 (<[^>]+>)?4(<\/span>)? 条数据。/);
  });

  it('require() of an image in a .md file is its URL, and the image is written', () => {
    const html = content(fileText(result, DOC));
    const src = /<img src="(\/assets\/media\/dot-[0-9a-f]{8}\.gif)" alt="一个点" style="zoom:50%"\/>/.exec(html);
    assert.ok(src, html);
    assert.ok(result.files!.some((f) => '/' + f.path === src[1]));
  });

  it('no syntax reaches the page', () => {
    for (const page of [POST, DOC]) {
      const html = content(fileText(result, page));
      assert.ok(!/blogctl-island|blogctl-slot/.test(html), `${page} keeps a placeholder`);
      const text = html.replace(/<code>[^<]*<\/code>/g, '').replace(/<[^>]*>/g, '');
      for (const raw of ['{', '}', '=>', 'import ', 'export ', 'require(', '.map('])
        assert.ok(!text.includes(raw), `${page} shows ${raw}`);
    }
  });
});

describe('errors in an MDX file’s JavaScript', () => {
  it('an import that cannot be resolved is located at the import in the MDX file', async () => {
    const r = await buildPost("import { Chart } from 'no-such-chart-package';\n\n<Chart data={[1, 2]} />");
    assert.equal(r.ok, false);
    const d = r.diagnostics.find((x) => x.severity === 'error');
    assert.ok(d, JSON.stringify(r.diagnostics));
    assert.match(d.loc!.file, /2024-01-01-a\.mdx$/);
    assert.equal(d.loc?.line, 10);
  });

  it('an expression that throws while it renders is located at the expression', async () => {
    const r = await buildPost('export const data = null;\n\n{data.value}');
    assert.equal(r.ok, false);
    const d = r.diagnostics.find((x) => x.code === 'MDX_ISLAND_RENDER');
    assert.ok(d, JSON.stringify(r.diagnostics));
    assert.match(d.loc!.file, /2024-01-01-a\.mdx$/);
    assert.deepEqual([d.loc?.line, d.loc?.column], [12, 1]);
    assert.match(d.text, /value/);
  });

  it('braces reading a name nothing defines stay text, with a located warning (as `$x_{n}$` math)', async () => {
    const r = await buildPost('公式 $x_{n}$ 在这里。');
    assert.equal(r.ok, true);
    const d = r.diagnostics.find((x) => x.code === 'MDX_EXPRESSION_TEXT');
    assert.deepEqual([d?.severity, d?.loc?.line, d?.loc?.column], ['warning', 10, 7]);
    assert.match(fileText(r, 'blog/2024/01/01/a/index.html'), /公式 \$x_\{n\}\$ 在这里。/);
  });

  it('top-level code that throws when the module loads is a located error, not a crash', async () => {
    const r = await buildPost('export const broken = undefined.value;\n\n<span title={broken}>x</span>');
    assert.equal(r.ok, false);
    const d = r.diagnostics.find((x) => x.severity === 'error');
    assert.ok(d, JSON.stringify(r.diagnostics));
    assert.match(d.loc!.file, /2024-01-01-a\.mdx$/);
  });
});
