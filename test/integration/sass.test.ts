// Sass, as docusaurus-plugin-sass gives a Docusaurus site (test/fixtures/sites/sass): a `.module.scss` and a
// `.module.sass` imported by a React page are CSS modules (the same class names on the server and in the browser
// chunk's CSS), a global `.scss` it imports joins its browser chunk, and a `.scss` in `customCss` joins the theme's
// stylesheet; all compiled by the site's own `sass` package, partials included. A stylesheet error is located in
// the file Sass was reading, a site without a compiler is told so at the import, and editing a partial rebuilds
// the CSS that uses it.
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build, type BuildResult } from '../../src/api/build';
import { cssModule } from '../../src/content/site-components/css-module';
import { fileText, fixtureSite, REPO } from '../helpers/site';

const ROOT = fixtureSite('sass');
let result: BuildResult;
const temps: string[] = [];

before(async () => {
  result = await build({ root: ROOT, write: false, cache: false });
});
after(() => temps.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A copy of the fixture in a temp folder; `withSass`: its node_modules has the sass package (a link to
 *  blogctl's), as a site that installed it has; without, nothing up its folder tree provides one. */
function copySite(withSass: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'blogctl-sass-'));
  temps.push(dir);
  cpSync(ROOT, dir, { recursive: true, filter: (src) => !src.includes('.blogctl') });
  if (withSass) {
    mkdirSync(join(dir, 'node_modules'));
    symlinkSync(join(REPO, 'node_modules', 'sass'), join(dir, 'node_modules', 'sass'), 'dir');
  }
  return dir;
}

const css = (r: BuildResult, prefix: string) =>
  r
    .files!.filter((f) => f.path.startsWith(prefix) && f.path.endsWith('.css'))
    .map((f) => f.text())
    .join('\n');
const located = (r: BuildResult) =>
  r.diagnostics.map((d) => [d.code, d.severity, d.loc?.file.replace(/^.*\/(src\/)/, '$1'), d.loc?.line, d.loc?.column]);

describe('Sass stylesheets (docusaurus-plugin-sass)', () => {
  it('builds the fixture without a diagnostic', () => {
    assert.equal(result.ok, true);
    assert.deepEqual(located(result), []);
  });

  it('gives a Sass CSS module the class names a CSS module gets, the same in the page and in its CSS', () => {
    const card = cssModule('.card{}', 'src/pages/styled.module.scss').classes.card;
    const title = cssModule('.title{}', 'src/pages/styled.module.scss').classes.title;
    const note = cssModule('.note{}', 'src/pages/note.module.sass').classes.note;
    const html = fileText(result, 'styled/index.html');
    assert.ok(
      html.includes(`<main class="page-global ${card}"><h1 class="${title}">有样式的页面</h1><p class="${note}">`),
      html.slice(0, 4000),
    );
    const chunk = css(result, 'assets/css/site-');
    // Nesting and `&` flattened, variables of the partial filled in, the indented syntax read.
    assert.ok(chunk.includes(`.${card} .${title}{color:#c0392b}`), chunk);
    assert.ok(chunk.includes(`.${card}:hover{border-color:#7f8c8d}`), chunk);
    assert.ok(chunk.includes(`.${note}{color:#7f8c8d}`), chunk);
    assert.doesNotMatch(chunk, /\$|@use/);
  });

  it('puts a global .scss the page imports into its chunk, and a .scss customCss into the theme stylesheet', () => {
    assert.ok(css(result, 'assets/css/site-').includes('.page-global{margin:24px 0}'));
    const styles = css(result, 'assets/css/styles-');
    assert.match(styles, /--site-accent: #c0392b/);
    assert.match(styles, /\.sass-global \.inner\{color:#7f8c8d\}/);
    assert.doesNotMatch(styles, /c\.\$|@use/);
  });

  it('locates a Sass error in the file Sass was reading, a partial included', async () => {
    const dir = copySite(true);
    const module = join(dir, 'src', 'pages', 'styled.module.scss');
    writeFileSync(module, readFileSync(module, 'utf8').replace('padding: 4px;', 'padding: 4px;\n  color: c.$missing;'));
    const bad = await build({ root: dir, write: false });
    assert.equal(bad.ok, false);
    const d = bad.diagnostics.find((x) => x.code === 'SITE_SASS_COMPILE')!;
    assert.ok(d, JSON.stringify(bad.diagnostics));
    assert.deepEqual([d.loc?.file, d.loc?.line, d.loc?.column], [module, 5, 10]);
    assert.match(d.text, /src\/pages\/styled\.module\.scss does not compile as Sass: Undefined variable\./);

    writeFileSync(module, readFileSync(join(ROOT, 'src', 'pages', 'styled.module.scss'), 'utf8'));
    const partial = join(dir, 'src', 'css', '_colors.scss');
    writeFileSync(partial, '// 颜色\n$accent: #c0392b\n$muted: #7f8c8d;\n');
    const inPartial = await build({ root: dir, write: false });
    assert.equal(inPartial.ok, false);
    const p = inPartial.diagnostics.find((x) => x.code === 'SITE_SASS_COMPILE')!;
    assert.equal(p.loc?.file, partial);
    // (The missing ";" of line 2 shows at line 3, where Sass finds the ":" it cannot take.)
    assert.deepEqual([p.loc?.line, p.loc?.column], [3, 7]);
  });

  it('says which stylesheet needs a compiler, at the import, when the site has none', async () => {
    const dir = copySite(false);
    const r = await build({ root: dir, write: false });
    assert.equal(r.ok, false);
    const d = r.diagnostics.find((x) => x.code === 'SITE_SASS_MISSING');
    assert.ok(d, JSON.stringify(r.diagnostics));
    assert.equal(d.loc?.file, join(dir, 'src', 'pages', 'styled.js'));
    assert.equal(d.loc?.line, 3);
    assert.match(d.text, /src\/pages\/styled\.module\.scss is Sass, and the site has no Sass compiler/);
    assert.match(d.hint ?? '', /npm install --save-dev sass/);
  });

  it("says why when the site's sass package is installed but does not load", async () => {
    const dir = copySite(false);
    const pkg = join(dir, 'node_modules', 'sass');
    mkdirSync(pkg, { recursive: true });
    writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name: 'sass', version: '1.0.0', main: 'index.js' }));
    writeFileSync(join(pkg, 'index.js'), "throw new Error('缺少本机二进制文件');\n");
    const r = await build({ root: dir, write: false });
    assert.equal(r.ok, false);
    const d = r.diagnostics.find((x) => x.code === 'SITE_SASS_MISSING');
    assert.match(d?.text ?? JSON.stringify(r.diagnostics), /"sass" is installed but does not load: 缺少本机二进制文件/);
  });

  it('says so for a .scss customCss too, when no page imports Sass', async () => {
    const dir = copySite(false);
    rmSync(join(dir, 'src', 'pages', 'styled.js'));
    const r = await build({ root: dir, write: false });
    assert.equal(r.ok, false);
    const d = r.diagnostics.find((x) => x.code === 'SITE_SASS_MISSING');
    assert.ok(d, JSON.stringify(r.diagnostics));
    assert.match(d.text, /src\/css\/custom\.scss is Sass/);
    assert.deepEqual([d.loc?.file, d.loc?.line, d.loc?.column], [join(dir, 'src', 'css', 'custom.scss'), 1, 1]);
  });

  it('never reuses a customCss bundle whose partials changed, when the set of partials changes between builds', async () => {
    // custom.scss uses _a; one version of _a uses _b, the other does not. The kept list of a Sass stylesheet's
    // partials is the last compile's, so the key alone would take a bundle made when _b said red after _b says blue.
    const dir = copySite(true);
    const cssDir = join(dir, 'src', 'css');
    writeFileSync(join(cssDir, 'custom.scss'), "@use 'a';\n.x { color: a.$c; }\n");
    const usesB = "@use 'b';\n$c: b.$v;\n";
    const plain = '$c: green;\n';
    const color = async (a: string | null, b: string | null) => {
      if (a !== null) writeFileSync(join(cssDir, '_a.scss'), a);
      if (b !== null) writeFileSync(join(cssDir, '_b.scss'), b);
      const r = await build({ root: dir, write: false });
      assert.equal(r.ok, true, JSON.stringify(r.diagnostics));
      return /\.x\{color:([^;}]+)\}/.exec(css(r, 'assets/css/styles-'))?.[1];
    };
    assert.equal(await color(usesB, '$v: red;\n'), 'red');
    assert.equal(await color(plain, null), 'green');
    assert.equal(await color(usesB, null), 'red');
    assert.equal(await color(null, '$v: blue;\n'), '#00f');
    assert.equal(await color(plain, null), 'green');
    assert.equal(await color(usesB, null), '#00f');
  });

  it("reports Sass's own warnings (@warn) as located warnings, and the build goes on", async () => {
    const dir = copySite(true);
    const module = join(dir, 'src', 'pages', 'styled.module.scss');
    writeFileSync(module, readFileSync(module, 'utf8').replace('.card {', '@warn "卡片的边框色以后会换";\n\n.card {'));
    const r = await build({ root: dir, write: false });
    assert.equal(r.ok, true, JSON.stringify(r.diagnostics));
    assert.deepEqual(located(r), [['SITE_SASS_WARNING', 'warning', 'src/pages/styled.module.scss', 3, 1]]);
    assert.match(
      r.diagnostics[0].text,
      /Sass warning while compiling src\/pages\/styled\.module\.scss: 卡片的边框色以后会换/,
    );
  });

  it("reports a customCss stylesheet's @warn too, again when its bundle is reused", async () => {
    const dir = copySite(true);
    const custom = join(dir, 'src', 'css', 'custom.scss');
    writeFileSync(custom, readFileSync(custom, 'utf8').replace(':root {', '@warn "全站变量以后改名";\n:root {'));
    for (const pass of ['compiled', 'reused']) {
      const r = await build({ root: dir, write: false });
      assert.equal(r.ok, true, JSON.stringify(r.diagnostics));
      assert.deepEqual(located(r), [['SITE_SASS_WARNING', 'warning', 'src/css/custom.scss', 4, 1]], pass);
    }
  });

  it('rebuilds the CSS that uses a partial when only the partial changes', async () => {
    const dir = copySite(true);
    const first = await build({ root: dir, write: false });
    assert.equal(first.ok, true, JSON.stringify(first.diagnostics));
    const again = await build({ root: dir, write: false });
    assert.equal(css(again, 'assets/css/styles-'), css(first, 'assets/css/styles-'));
    writeFileSync(join(dir, 'src', 'css', '_colors.scss'), '$accent: #2e86de;\n$muted: #576574;\n');
    const edited = await build({ root: dir, write: false });
    assert.equal(edited.ok, true, JSON.stringify(edited.diagnostics));
    assert.match(css(edited, 'assets/css/styles-'), /--site-accent: #2e86de/);
    assert.match(css(edited, 'assets/css/styles-'), /\.sass-global \.inner\{color:#576574\}/);
    assert.match(css(edited, 'assets/css/site-'), /\{color:#2e86de\}/);
    assert.doesNotMatch(css(edited, 'assets/css/site-'), /#c0392b/);
    // The page links the new stylesheets.
    const links = (r: BuildResult) =>
      [...fileText(r, 'styled/index.html').matchAll(/href="([^"]+\.css)"/g)].map((m) => m[1]).join(' ');
    assert.notEqual(links(edited), links(first));
  });
});
