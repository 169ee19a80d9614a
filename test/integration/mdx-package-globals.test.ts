// Global MDX components from packages (test/fixtures/sites/mdx-package-globals): the MDXComponents file spreads
// a package's namespace and maps a package's named component; every doc then has those names without importing
// them, as tags (member tags too: `<Shape.Circle />`) and inside expressions (an immediately called function
// that calls a hook of the package), rendered on the server as islands and not shown as text.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { build, type BuildResult } from '../../src/api/build';
import { packageGlobalsSite } from '../helpers/package-globals-site';
import { fileText } from '../helpers/site';

let dir: string;
let result: BuildResult;
before(async () => {
  dir = packageGlobalsSite();
  result = await build({ root: dir, write: false, cache: false });
});
after(() => rmSync(dir, { recursive: true, force: true }));

const visible = (html: string) => html.replace(/<script id="__BLOGCTL_DATA__"[\s\S]*?<\/script>/, '');

describe('global MDX components from packages', () => {
  it('builds without a warning about the MDXComponents file or the doc', () => {
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
    assert.deepEqual(
      result.diagnostics.map((d) => [d.code, d.loc?.file.slice(dir.length + 1), d.loc?.line, d.text]),
      [],
    );
  });

  it('renders the components of the spread namespace as tags, member tags included', () => {
    const html = visible(fileText(result, 'index.html'));
    assert.match(html, /<span class="circle">圆 r=2<\/span>/);
    assert.match(html, /<div class="canvas" style="width:120px">[\s\S]*?<span class="square">方 边长=3<\/span>/);
    assert.doesNotMatch(html, /&lt;Shape|&lt;Canvas|<Shape|<Canvas/);
  });

  it("renders a package's named component, and a CommonJS package's default export", () => {
    assert.match(visible(fileText(result, 'index.html')), /<aside class="tip-box">[\s\S]*?面积是 πr²。/);
  });

  it('renders an expression that calls a hook of the package and returns global components', () => {
    const html = visible(fileText(result, 'index.html'));
    assert.match(
      html,
      /<div class="canvas" style="width:60px"><span class="circle">圆 r=3<\/span><button class="tally" type="button">计数 3<\/button><\/div>/,
    );
    assert.doesNotMatch(html, /useTally|tally\.value/);
  });

  it('renders such an expression written over several lines, blank ones and comments included', () => {
    const html = visible(fileText(result, 'growing/index.html'));
    assert.match(
      html,
      /<div class="canvas" style="width:80px"><span class="circle">圆 r=1<\/span><button class="tally" type="button">计数 1<\/button><\/div>/,
    );
    assert.match(
      html,
      /<p>圆的下面还有一段文字：<span class="site-island"[^>]*><em class="stamp">已校对<\/em><\/span>。<\/p>/,
    );
    assert.doesNotMatch(html, /useTally|半径至少/);
  });

  it("loads the package's stylesheet the MDXComponents file imports on every page, with its font", () => {
    const html = fileText(result, 'growing/index.html');
    const sheets = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)">/g)].map((m) => fileText(result, m[1]));
    const css = sheets.find((text) => /\.circle\s*\{\s*color:\s*#c0392b/.test(text));
    assert.ok(css, 'a stylesheet of the page holds shapes.css');
    // Its font is a file of its own, named from the stylesheet.
    const font = /url\("?\.\.\/(media\/shapes-[\w-]+\.woff2)"?\)/.exec(css)?.[1];
    assert.ok(font, css);
    assert.equal(fileText(result, `assets/${font}`), 'not really a font');
  });

  it("bundles the packages' components into the browser chunks", () => {
    const js = (result.files ?? [])
      .filter((f) => f.path.endsWith('.js'))
      .map((f) => f.text())
      .join('\n');
    for (const name of ['canvas', 'square', 'tally', 'tip-box']) assert.ok(js.includes(`className:"${name}"`), name);
  });
});
