// PostCSS with the site's own packages (config `postcss`, content/site-components/postcss.ts), on copies of two
// fixture sites whose node_modules link to blogctl's devDependencies as a site's own install would hold them:
//  - tailwind-v4: postcss.config.mjs with @tailwindcss/postcss over a custom stylesheet, classes from the Markdown;
//  - tailwind-v3: postcss.plugins ["tailwindcss"] (what a configurePostCss plugin adds) with tailwind.config.js,
//    over a custom stylesheet and a React page's CSS module (@apply, renamed after PostCSS);
// a class new in the Markdown reaches the CSS of the next build (warm) and of `serve --watch`; a site without the
// postcss package, or a stylesheet a plugin refuses, gets located errors.
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { build, type BuildResult } from '../../src/api/build';
import { serve } from '../../src/api/serve';
import { editSiteFile, fixtureSite, REPO } from '../helpers/site';

const temps: string[] = [];
after(() => temps.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A copy of a fixture with `links` (package name → blogctl's node_modules folder) in its node_modules. */
function copySite(name: string, links: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), `blogctl-${name}-`));
  temps.push(dir);
  cpSync(fixtureSite(name), dir, { recursive: true, filter: (src) => !src.includes('.blogctl') });
  for (const [pkg, from] of Object.entries(links)) {
    mkdirSync(join(dir, 'node_modules', pkg, '..'), { recursive: true });
    symlinkSync(join(REPO, 'node_modules', from), join(dir, 'node_modules', pkg), 'dir');
  }
  return dir;
}

const V4 = { postcss: 'postcss', tailwindcss: 'tailwindcss', '@tailwindcss/postcss': '@tailwindcss/postcss' };
const V3 = { postcss: 'postcss', tailwindcss: 'tailwindcss-v3' };
const cssOf = (r: BuildResult) =>
  r
    .files!.filter((f) => f.path.endsWith('.css'))
    .map((f) => f.text())
    .join('\n');

describe('Tailwind v4 through postcss.config.mjs', () => {
  it('generates the classes the Markdown uses, and @apply in the custom stylesheet', async () => {
    const site = copySite('tailwind-v4', V4);
    const r = await build({ root: site, write: false });
    assert.ok(r.ok, JSON.stringify(r.diagnostics));
    const css = cssOf(r);
    assert.match(css, /\.text-teal-600\{color:var\(--color-teal-600\)\}/);
    assert.match(css, /\.font-semibold\{/);
    assert.match(css, /\.reef-note\{border-radius:var\(--radius-lg\);padding:calc\(var\(--spacing\) \* 4\)\}/);
    assert.doesNotMatch(css, /\.text-red-900/);
  });

  it('picks up a class new in the Markdown in the next build, with the bundle cache warm', async () => {
    const site = copySite('tailwind-v4', V4);
    assert.ok((await build({ root: site })).ok);
    editSiteFile(site, 'content/blog/2024-07-01-coral.md', (t) => t.replace('font-semibold', 'text-amber-500'));
    const r = await build({ root: site, write: false });
    assert.ok(r.ok);
    assert.match(cssOf(r), /\.text-amber-500\{/);
  });
});

describe('Tailwind v3 as postcss.plugins', () => {
  it("runs over the custom stylesheet and a page's CSS module, with Docusaurus's dark-mode selector", async () => {
    const site = copySite('tailwind-v3', V3);
    const r = await build({ root: site, write: false });
    assert.ok(r.ok, JSON.stringify(r.diagnostics));
    const css = cssOf(r);
    assert.match(css, /\.text-emerald-700\{/);
    assert.match(css, /\.italic\{font-style:italic\}/);
    assert.match(css, /\.dark\\:bg-slate-800:is\(\[data-theme=dark\] \*\)\{/);
    assert.match(css, /\.kelp-card\{border-radius:\.375rem;border-width:1px;border-style:solid\}/);
    // The CSS module: @apply expanded by Tailwind, then the class renamed (the page's HTML has the same name).
    const box = /\.(box_[0-9a-f]{6})\{padding:\.5rem;/.exec(css)?.[1];
    assert.ok(box, 'the CSS module went through PostCSS');
    assert.match(r.files!.find((f) => f.path === 'tide/index.html')!.text(), new RegExp(`class="${box}"`));
  });

  it('follows the Markdown in serve --watch', async () => {
    const site = copySite('tailwind-v3', V3);
    let rebuilt: () => void = () => {};
    const handle = await serve({ root: site, watch: true, port: 0, onRebuild: () => rebuilt() });
    try {
      const css = async () => {
        const html = await (await fetch(new URL('/blog', handle.url))).text();
        const href = /<link rel="stylesheet" href="([^"]+)">/.exec(html)![1];
        return (await fetch(new URL(href, handle.url))).text();
      };
      assert.doesNotMatch(await css(), /\.underline\{/);
      const next = new Promise<void>((r) => (rebuilt = r));
      editSiteFile(site, 'content/blog/2024-08-01-forest.md', (t) => t.replace('italic', 'underline'));
      await next;
      assert.match(await css(), /\.underline\{/);
    } finally {
      await handle.close();
    }
  });
});

describe('PostCSS errors', () => {
  it('asks for the postcss package when the site has a config and no package', async () => {
    const site = copySite('tailwind-v4', {});
    const r = await build({ root: site, write: false });
    assert.equal(r.ok, false);
    assert.deepEqual(
      r.diagnostics.map((d) => [d.code, d.loc?.file]),
      [['POSTCSS_MISSING', join(site, 'postcss.config.mjs')]],
    );
  });

  it('locates what a plugin refuses in the stylesheet', async () => {
    const site = copySite('tailwind-v3', V3);
    writeFileSync(join(site, 'src/css/custom.css'), '@tailwind utilities;\n\n.x {\n  @apply no-such-class;\n}\n');
    const r = await build({ root: site, write: false });
    assert.equal(r.ok, false);
    assert.deepEqual(
      r.diagnostics.map((d) => [d.code, d.loc?.file, d.loc?.line]),
      [['POSTCSS_CSS', join(site, 'src/css/custom.css'), 4]],
    );
  });
});
