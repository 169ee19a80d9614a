// build() and check() have one way to fail for anything a user can cause: they return `ok: false` with coded,
// located diagnostics and never throw (the CLI maps `ok` to the exit code). One case per kind of failure:
// no config, a config that does not compile, an invalid config value, content errors, an output folder the
// guard refuses, an output folder that cannot be created, and a write that fails half-way. A failed build
// leaves the previous output as it was.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { after, describe, it } from 'node:test';
import { build } from '../../src/api/build';
import { check } from '../../src/api/check';
import type { Diagnostic } from '../../src/errors/blogctl-error';

const made: string[] = [];
after(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const CONFIG = "export default { title: '测试站', url: 'https://example.com' };\n";
const POST = '---\ntitle: 第一篇\n---\n\n开头一段。\n\n<!-- truncate -->\n\n后面一段。\n';

/** A small site in a temp folder: the given files over a config and one good post. */
function site(files: Record<string, string> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'blogctl-fail-'));
  made.push(root);
  const all = { 'blogctl.config.ts': CONFIG, 'content/blog/2024-01-01-first.md': POST, ...files };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** code, file (relative to the site), line and column of each diagnostic. */
const where = (root: string, ds: Diagnostic[]) =>
  ds.map((d) => ({
    code: d.code,
    file: d.loc ? relative(root, d.loc.file) : undefined,
    line: d.loc?.line,
    column: d.loc?.column,
  }));

/** Every file under `dir` with its bytes. */
function tree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile())
      out[relative(dir, join(e.parentPath, e.name))] = readFileSync(join(e.parentPath, e.name)).toString('base64');
  }
  return out;
}

describe('build() and check() return every user-caused failure as diagnostics', () => {
  it('no config file', async () => {
    const root = site();
    rmSync(join(root, 'blogctl.config.ts'));
    for (const result of [await build({ root }), await check({ root })]) {
      assert.equal(result.ok, false);
      assert.deepEqual(
        result.diagnostics.map((d) => d.code),
        ['CONFIG_NOT_FOUND'],
      );
    }
    assert.equal(existsSync(join(root, 'build')), false);
  });

  it('a config that does not compile', async () => {
    const root = site({ 'blogctl.config.ts': "export default {\n  title: '测试站',,\n};\n" });
    for (const result of [await build({ root }), await check({ root })]) {
      assert.equal(result.ok, false);
      assert.deepEqual(where(root, result.diagnostics), [
        { code: 'CONFIG_SYNTAX', file: 'blogctl.config.ts', line: 2, column: 16 },
      ]);
    }
  });

  it('an invalid config value', async () => {
    const root = site({
      'blogctl.config.ts':
        "export default {\n  title: '测试站',\n  url: 'https://example.com',\n  blog: { postsPerPage: 'ten' },\n};\n",
    });
    for (const result of [await build({ root }), await check({ root })]) {
      assert.equal(result.ok, false);
      assert.deepEqual(where(root, result.diagnostics), [
        { code: 'CONFIG_INVALID', file: 'blogctl.config.ts', line: 4, column: 11 },
      ]);
      assert.match(result.diagnostics[0].text, /^blog\.postsPerPage: /);
    }
  });

  it('content errors', async () => {
    const root = site({
      'content/blog/2024-01-02-second.md': '---\ntitle: 第二篇\ntags: [nope]\n---\n\n正文。\n\n<!-- truncate -->\n',
      'content/blog/tags.yml': 'travel:\n  label: 旅行\n  permalink: /travel\n',
    });
    for (const result of [await build({ root }), await check({ root })]) {
      assert.equal(result.ok, false);
      assert.deepEqual(
        where(
          root,
          result.diagnostics.filter((d) => d.severity === 'error'),
        ),
        [{ code: 'CONTENT_UNKNOWN_TAG', file: 'content/blog/2024-01-02-second.md', line: 3, column: 8 }],
      );
    }
    assert.equal(existsSync(join(root, 'build')), false);
  });

  it('content errors while the theme compiles: the build returns once the compile has settled', async () => {
    // A custom stylesheet makes the theme compile (no prebuilt bundle fits), and the compile starts before the
    // content is read; the content's failure must not return while it still writes into the cache folder.
    const root = site({
      'blogctl.config.ts': CONFIG.replace("url: 'https://example.com'", "$& , customCss: ['./custom.css']"),
      'custom.css': ':root { --accent: #c33; }\n',
      'content/blog/2024-01-02-second.mdx': '---\ntitle: 第二篇\n---\n\nexport const x = undefined.value;\n\n{x}\n',
    });
    const result = await build({ root });
    assert.equal(result.ok, false);
    const bundles = join(root, '.blogctl', 'cache', 'bundles');
    const names = existsSync(bundles) ? readdirSync(bundles) : [];
    assert.deepEqual(
      names.filter((n) => n.includes('.tmp-') || !existsSync(join(bundles, n, 'manifest.json'))),
      [],
    );
  });

  it('an output folder the guard refuses', async () => {
    const root = site();
    const result = await build({ root, outDir: 'content' });
    assert.equal(result.ok, false);
    assert.deepEqual(
      result.diagnostics.map((d) => d.code),
      ['OUTPUT_DIR_UNSAFE'],
    );
    assert.deepEqual(readdirSync(join(root, 'content')), ['blog']);
  });

  it('an output folder that cannot be created', async () => {
    const root = site({ 'not-a-folder': 'a file' });
    const result = await build({ root, outDir: 'not-a-folder/build' });
    assert.equal(result.ok, false);
    assert.deepEqual(
      result.diagnostics.map((d) => d.code),
      ['OUTPUT_WRITE'],
    );
    assert.match(result.diagnostics[0].text, /^The output folder .*not-a-folder is not writable \(ENOTDIR\)\.$/);
    assert.equal(readFileSync(join(root, 'not-a-folder'), 'utf8'), 'a file');
  });

  it('a write that fails half-way (a static folder where a page goes) leaves the previous output', async () => {
    const root = site();
    const first = await build({ root });
    assert.equal(first.ok, true, JSON.stringify(first.diagnostics));
    const before = tree(join(root, 'build'));
    mkdirSync(join(root, 'static/404.html'), { recursive: true });
    writeFileSync(join(root, 'static/404.html/x.txt'), 'x');
    const result = await build({ root });
    assert.equal(result.ok, false);
    assert.deepEqual(
      result.diagnostics.map((d) => d.code),
      ['OUTPUT_WRITE'],
    );
    assert.ok(
      result.diagnostics[0].text.startsWith(`Writing the output failed at ${join(root, 'build', '404.html')}`),
      result.diagnostics[0].text,
    );
    assert.deepEqual(tree(join(root, 'build')), before);
    assert.deepEqual(
      readdirSync(root).filter((n) => n.startsWith('build')),
      ['build'],
    );
  });
});
