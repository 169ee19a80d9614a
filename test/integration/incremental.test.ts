// Incremental builds: after any edit, a warm build (caches on) writes exactly what a cold build
// (no caches) writes, and it reuses what did not change.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build } from '../../src/api/build';
import { fileDigests, REPO } from '../helpers/site';

let site: string;
// A post no other entry links to (deleting a link target is a broken-link error, tested elsewhere).
const POST = 'content/blog/2023-03-11-深圳出差的一周.md';

/** Builds warm into build/ and cold (no cache) into cold/, and asserts they are byte-identical. */
async function assertWarmEqualsCold(): Promise<{ reused: number; routes: number; outputMode?: string }> {
  const warm = await build({ root: site });
  assert.ok(warm.ok, JSON.stringify(warm.diagnostics));
  const cold = await build({ root: site, outDir: 'cold', cache: false });
  assert.ok(cold.ok);
  const a = fileDigests(join(site, 'build'));
  const b = fileDigests(join(site, 'cold'));
  assert.deepEqual([...a.keys()].sort(), [...b.keys()].sort());
  for (const [path, digest] of b) assert.equal(a.get(path), digest, `warm and cold differ: ${path}`);
  return { reused: warm.reused, routes: warm.routes, outputMode: warm.outputMode };
}

before(async () => {
  site = mkdtempSync(join(tmpdir(), 'blogctl-incr-'));
  for (const f of ['blogctl.config.ts', 'content', 'static', 'theme'])
    cpSync(join(REPO, f), join(site, f), { recursive: true });
  const first = await build({ root: site });
  assert.ok(first.ok);
  assert.equal(first.reused, 0);
});
after(() => rmSync(site, { recursive: true, force: true }));

describe('incremental builds', () => {
  it('reuses every page when nothing changed', async () => {
    const { reused, routes } = await assertWarmEqualsCold();
    assert.equal(reused, routes);
  });

  it('re-renders only what a body edit affects', async () => {
    const file = join(site, POST);
    writeFileSync(file, readFileSync(file, 'utf8') + '\n\n## 补记\n\n回来之后又想念那边的早茶了。\n');
    const { reused, routes, outputMode } = await assertWarmEqualsCold();
    assert.ok(reused > 0 && reused < routes, `reused ${reused} of ${routes}`);
    assert.equal(outputMode, 'patch', 'only the changed files are written into the existing output');
  });

  it('stays correct when a static file changes, appears or disappears', async () => {
    const img = readdirSync(join(site, 'static', 'img'))[0];
    writeFileSync(
      join(site, 'static', 'img', img),
      readFileSync(join(site, 'static', 'img', img), 'utf8') + '\n<!-- 改 -->\n',
    );
    writeFileSync(join(site, 'static', 'robots-extra.txt'), '新文件\n');
    assert.equal((await assertWarmEqualsCold()).outputMode, 'patch');
    rmSync(join(site, 'static', 'robots-extra.txt'));
    await assertWarmEqualsCold();
  });

  it('stays correct when a title changes (lists, sidebars and neighbours change)', async () => {
    const file = join(site, POST);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*$/m, 'title: "深圳出差：一周的雨"'));
    await assertWarmEqualsCold();
  });

  it('stays correct when a post is deleted and when one is added', async () => {
    rmSync(join(site, POST));
    await assertWarmEqualsCold();
    writeFileSync(
      join(site, 'content/blog/2025-08-10-新的一篇.md'),
      '---\ntitle: 新的一篇\ntags: [daily]\nauthors: [lanshan]\n---\n\n开头。\n\n<!-- truncate -->\n\n## 正文\n\n内容。\n',
    );
    await assertWarmEqualsCold();
  });

  it('re-renders everything when the config changes', async () => {
    const cfg = join(site, 'blogctl.config.ts');
    writeFileSync(
      cfg,
      readFileSync(cfg, 'utf8').replace("tagline: '旅行、音乐、摄影与运维笔记'", "tagline: '新的副标题'"),
    );
    const { reused } = await assertWarmEqualsCold();
    assert.equal(reused, 0);
  });

  it('ignores a cache written by another toolchain or corrupted on disk', async () => {
    for (const f of readdirSync(join(site, '.blogctl/cache/markdown')))
      writeFileSync(join(site, '.blogctl/cache/markdown', f), 'garbage');
    for (const f of readdirSync(join(site, '.blogctl/cache')).filter((n) => n.startsWith('routes-')))
      writeFileSync(join(site, '.blogctl/cache', f), '{"globalKey":"other","routes":{}}');
    const { reused } = await assertWarmEqualsCold();
    assert.equal(reused, 0);
  });
});
