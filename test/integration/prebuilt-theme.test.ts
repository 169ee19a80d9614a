// blogctl's theme as it ships is compiled with the package (dist/theme-bundles, src/render/prebuilt-bundles.ts):
// a site that overrides nothing builds without compiling it, with exactly the output a compile gives; a site that
// shadows a component, adds CSS or changes a UI string compiles its own bundles as before.
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build } from '../../src/api/build';
import { buildThemeBundles, prebuiltKey } from '../../src/render/bundles';
import { prebuildThemes, prebuiltDir } from '../../src/render/prebuilt-bundles';
import { siteTable } from '../../src/shared/i18n';
import { fileDigests, fixtureSite } from '../helpers/site';

const made: string[] = [];
after(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});

function temp(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** The dropdown-nav fixture site (en) copied into a temp folder, plus `files`. */
function site(files: Record<string, string> = {}, configEdit = (c: string) => c): string {
  const root = temp('blogctl-prebuilt-');
  cpSync(fixtureSite('dropdown-nav'), root, { recursive: true, filter: (src) => !/[\\/](\.blogctl|build)$/.test(src) });
  const config = join(root, 'blogctl.config.ts');
  writeFileSync(config, configEdit(readFileSync(config, 'utf8')));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const siteBundles = (root: string) => join(root, '.blogctl', 'cache', 'bundles');

describe('prebuilt theme bundles', () => {
  // The checkout's compile (scripts/build-cli.mjs) made them; this makes sure they are current for this code.
  before(async () => {
    await prebuildThemes();
  });

  it('exist for every built-in UI table, with and without the hosted search client', () => {
    for (const locale of ['zh-CN', 'en']) {
      for (const hosted of [true, false]) {
        const key = prebuiltKey({ ui: siteTable(locale), hostedSearchClient: hosted });
        assert.ok(existsSync(join(prebuiltDir(), key, 'manifest.json')), `${locale} ${hosted}: ${key}`);
      }
    }
  });

  it('are what a compile gives, file for file, under the key a compile has', async () => {
    const ui = siteTable('zh-CN');
    const shipped = await buildThemeBundles({ cacheDir: temp('blogctl-prebuilt-a-'), ui, hostedSearchClient: false });
    const compiledDir = temp('blogctl-prebuilt-b-');
    const compiled = await buildThemeBundles({ cacheDir: compiledDir, ui, hostedSearchClient: false, force: true });
    assert.ok(shipped.ssrModule.startsWith(prebuiltDir()), shipped.ssrModule);
    assert.ok(compiled.ssrModule.startsWith(compiledDir), compiled.ssrModule);
    assert.equal(shipped.key, compiled.key);
    assert.deepEqual({ ...shipped.client, files: [] }, { ...compiled.client, files: [] });
    const bytes = (b: typeof shipped) => new Map(b.client.files.map((f) => [f.to, readFileSync(f.from, 'utf8')]));
    assert.deepEqual(bytes(shipped), bytes(compiled));
  });

  it('a site that overrides nothing builds from them (no compile in its cache), with the output of a compiled theme', async () => {
    const plain = site();
    // A file in theme/ that shadows nothing: the theme is compiled for the site, and must give the same pages.
    const compiled = site({ 'theme/NOTES.md': 'nothing shadowed here\n' });
    const a = await build({ root: plain });
    const b = await build({ root: compiled });
    assert.ok(a.ok && b.ok, JSON.stringify([...a.diagnostics, ...b.diagnostics]));
    assert.equal(existsSync(siteBundles(plain)), false, 'the shipped theme was compiled again');
    assert.equal(existsSync(siteBundles(compiled)), true);
    assert.deepEqual(fileDigests(join(plain, 'build')), fileDigests(join(compiled, 'build')));
  });

  it('a site with its own UI strings or a shadowed component compiles its own bundles', async () => {
    const strings = site({}, (c) =>
      c.replace(
        "url: '",
        "i18n: { defaultLocale: 'en', locales: ['en'], strings: { 'blog.readMore': 'Keep reading' } },\n  url: '",
      ),
    );
    const footer = site({
      'theme/Footer.tsx': 'export function Footer() {\n  return <footer className="own-footer">OWN</footer>;\n}\n',
    });
    for (const root of [strings, footer]) {
      const result = await build({ root });
      assert.ok(result.ok, JSON.stringify(result.diagnostics));
      assert.equal(existsSync(siteBundles(root)), true, root);
    }
    assert.match(readFileSync(join(footer, 'build', 'index.html'), 'utf8'), /own-footer/);
  });
});
