// The site snapshot (core/site-snapshot.ts): a build that finds every input and output file as the last
// successful build left them stops after the config; any change (even one that keeps a file's size), a
// deleted or touched output file, or a config change runs the full pipeline, whose output stays
// byte-identical to a cold build.
import assert from 'node:assert/strict';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build, type BuildResult } from '../../src/api/build';
import { fileDigests, REPO, settle } from '../helpers/site';

let site: string;
const POST = 'content/blog/2023-03-11-深圳出差的一周.md';

const skipped = (r: BuildResult) => r.timings.some((t) => t.name === 'unchanged');

/** Waits until no site file (nor one of `extra`) is racy (test/helpers/site.ts settle). */
const settleSite = (extra: string[] = []) =>
  settle([...['content', 'static', 'theme', 'blogctl.config.ts'].map((f) => join(site, f)), ...extra]);

/** A warm build into build/, checked byte for byte against a cold build into cold/. */
async function warmEqualsCold(): Promise<BuildResult> {
  const warm = await build({ root: site });
  assert.ok(warm.ok, JSON.stringify(warm.diagnostics));
  const cold = await build({ root: site, outDir: 'cold', cache: false });
  assert.ok(cold.ok);
  const [a, b] = [fileDigests(join(site, 'build')), fileDigests(join(site, 'cold'))];
  assert.deepEqual([...a.keys()].sort(), [...b.keys()].sort());
  for (const [path, digest] of b) assert.equal(a.get(path), digest, `warm and cold differ: ${path}`);
  return warm;
}

/** After a change: the next build is a full one (and right), and the one after it, with no change, is skipped. */
async function changedThenUnchanged(extra: string[] = []): Promise<BuildResult> {
  await settleSite(extra);
  const full = await warmEqualsCold();
  assert.ok(!skipped(full), 'a changed site is built, not skipped');
  const again = await warmEqualsCold();
  assert.ok(skipped(again), `nothing changed: ${again.timings.map((t) => t.name).join(',')}`);
  return full;
}

before(async () => {
  site = mkdtempSync(join(tmpdir(), 'blogctl-snap-'));
  for (const f of ['blogctl.config.ts', 'content', 'static', 'theme'])
    cpSync(join(REPO, f), join(site, f), { recursive: true });
  await settleSite();
  assert.ok((await build({ root: site })).ok);
});
after(() => rmSync(site, { recursive: true, force: true }));

describe('builds that find nothing changed', () => {
  it('stop after the config and report the last build again (routes, files, warnings)', async () => {
    const first = await build({ root: site });
    const second = await warmEqualsCold();
    assert.ok(skipped(second));
    assert.deepEqual(
      second.timings.map((t) => t.name),
      ['config', 'unchanged'],
    );
    assert.equal(second.routes, first.routes);
    assert.equal(second.reused, second.routes);
    assert.equal(second.filesWritten, 0);
    assert.equal(second.fileCount, first.fileCount);
    assert.deepEqual(second.assetBytes, first.assetBytes);
    assert.deepEqual(second.diagnostics, first.diagnostics);
  });

  it('notice an edit that keeps the file size', async () => {
    const file = join(site, POST);
    const text = readFileSync(file, 'utf8');
    const edited = text.replace('的', '地');
    assert.notEqual(edited, text);
    assert.equal(Buffer.byteLength(edited), Buffer.byteLength(text));
    writeFileSync(file, edited);
    const full = await changedThenUnchanged();
    assert.ok(full.reused > 0 && full.reused < full.routes);
  });

  it('notice a title change, a new post and a deleted post', async () => {
    const file = join(site, POST);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*$/m, 'title: "深圳出差：一周的雨"'));
    await changedThenUnchanged();
    writeFileSync(
      join(site, 'content/blog/2025-08-10-新的一篇.md'),
      '---\ntitle: 新的一篇\ntags: [daily]\nauthors: [lanshan]\n---\n\n开头。\n\n<!-- truncate -->\n\n## 正文\n\n内容。\n',
    );
    await changedThenUnchanged();
    rmSync(join(site, POST));
    await changedThenUnchanged();
  });

  it('scan the content again when a folder becomes a link to its parent, though the same paths are listed', async () => {
    const dir = join(site, 'content/docs/Others/scan-test');
    const doc = '---\ntitle: 扫描测试\n---\n\n一段文字。\n';
    mkdirSync(join(dir, 'again'), { recursive: true });
    writeFileSync(join(dir, 'a.md'), doc);
    writeFileSync(join(dir, 'again/a.md'), doc);
    await changedThenUnchanged();
    // The same two paths (a.md, again/a.md) now name one file: a scan kept by path alone would build it twice.
    rmSync(join(dir, 'again'), { recursive: true });
    symlinkSync('.', join(dir, 'again'), 'dir');
    await settleSite();
    const looped = await build({ root: site });
    assert.ok(
      looped.diagnostics.some((d) => d.code === 'CONTENT_SYMLINK_LOOP'),
      JSON.stringify(looped.diagnostics.map((d) => d.code)),
    );
    rmSync(dir, { recursive: true });
    await changedThenUnchanged();
  });

  it('copy an edited static file that only its copy shows, and nothing else; notice an added and a removed one', async () => {
    const img = readdirSync(join(site, 'static', 'img'))[0];
    writeFileSync(
      join(site, 'static', 'img', img),
      readFileSync(join(site, 'static', 'img', img), 'utf8') + '\n<!-- 改 -->\n',
    );
    await settleSite();
    const copied = await warmEqualsCold();
    assert.deepEqual(
      copied.timings.map((t) => t.name),
      ['config', 'unchanged'],
    );
    assert.equal(copied.filesWritten, 1);
    const again = await warmEqualsCold();
    assert.ok(skipped(again) && again.filesWritten === 0, 'the copy is recorded: nothing to do next time');
    writeFileSync(join(site, 'static', 'robots-extra.txt'), '新文件\n');
    await changedThenUnchanged();
    rmSync(join(site, 'static', 'robots-extra.txt'));
    await changedThenUnchanged();
  });

  it('leave the output as it is after an edit of files nothing reads, and rebuild after an edit of an imported partial', async () => {
    const blog = join(site, 'content', 'blog');
    writeFileSync(join(blog, '_没人引用.md'), '一段没有页面引用的文字。\n');
    writeFileSync(join(blog, '_引用的片段.md'), '片段里的**一句话**。\n');
    writeFileSync(
      join(blog, '2025-09-01-片段.mdx'),
      "---\ntitle: 片段\ntags: [daily]\nauthors: [lanshan]\n---\n\nimport Part from './_引用的片段.md';\n\n<Part />\n",
    );
    writeFileSync(join(blog, 'unused.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
    await changedThenUnchanged();
    writeFileSync(join(blog, '_没人引用.md'), '改过的文字。\n');
    writeFileSync(join(blog, 'unused.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="2"/>\n');
    await settleSite();
    const kept = await warmEqualsCold();
    assert.deepEqual(
      kept.timings.map((t) => t.name),
      ['config', 'unchanged'],
    );
    assert.equal(kept.filesWritten, 0);
    assert.ok(skipped(await warmEqualsCold()), 'the new stats are recorded');
    writeFileSync(join(blog, '_引用的片段.md'), '片段里改过的**一句话**。\n');
    const full = await changedThenUnchanged();
    assert.ok(full.filesWritten! > 0);
    const page = readdirSync(join(site, 'build', 'blog'), { recursive: true, encoding: 'utf8' }).find(
      (f) => f.endsWith('index.html') && readFileSync(join(site, 'build', 'blog', f), 'utf8').includes('片段里改过的'),
    );
    assert.ok(page, 'the page that imports the partial shows its new text');
  });

  it('restore an output file that was deleted or changed', async () => {
    unlinkSync(join(site, 'build', 'index.html'));
    await changedThenUnchanged();
    const feed = readdirSync(join(site, 'build', 'blog')).find((f) => /\.xml$/.test(f))!;
    writeFileSync(join(site, 'build', 'blog', feed), 'changed by hand');
    await changedThenUnchanged();
  });

  it('restore a page changed by hand when a post edit runs the build (the page itself unchanged)', async () => {
    writeFileSync(join(site, 'build', 'about', 'index.html'), '<p>changed by hand</p>');
    const post = join(site, 'content/blog/2023-04-02-成都出差顺便吃了三顿火锅.md');
    writeFileSync(post, readFileSync(post, 'utf8') + '\n手改页面之后的一句。\n');
    const full = await changedThenUnchanged();
    assert.equal(full.outputMode, 'patch');
  });

  it('after a patch build, keep the recorded stats of the output files it did not write (not stat every output file)', async () => {
    // A page a post's body edit does not touch, touched by someone else (same bytes, new mtime) before the next build.
    const about = join(site, 'build', 'about', 'index.html');
    const touched = new Date(statSync(about).mtime.getTime() + 5000);
    utimesSync(about, touched, touched);
    const touchedMs = statSync(about).mtimeMs;
    const post = join(site, 'content/blog/2023-04-02-成都出差顺便吃了三顿火锅.md');
    writeFileSync(post, readFileSync(post, 'utf8') + '\n又补了一句。\n');
    await settleSite();
    const patched = await warmEqualsCold();
    assert.equal(patched.outputMode, 'patch');
    assert.equal(
      statSync(about).mtimeMs,
      touchedMs,
      `the patch did not write the about page (${patched.reused} of ${patched.routes} reused, ${patched.filesWritten} written)`,
    );
    // The snapshot still holds the about page's stat from before it was touched: the next build is not skipped…
    const next = await warmEqualsCold();
    assert.ok(!skipped(next), 'the touched output file is noticed');
    // …and records it as it is now, so the one after it is.
    assert.ok(skipped(await warmEqualsCold()));
  });

  it('rebuild everything when the config changes', async () => {
    const cfg = join(site, 'blogctl.config.ts');
    writeFileSync(
      cfg,
      readFileSync(cfg, 'utf8').replace("tagline: '旅行、音乐、摄影与运维笔记'", "tagline: '又一个副标题'"),
    );
    const full = await changedThenUnchanged();
    assert.equal(full.reused, 0);
  });

  it('do not look into a node_modules that links to a folder elsewhere, but notice its lock file', async () => {
    // An install shared through a link (a monorepo, pnpm, a cache): walking it would stat every package's files.
    const shared = mkdtempSync(join(tmpdir(), 'blogctl-snap-modules-'));
    const pkgFile = join(shared, 'some-package', 'index.js');
    const lock = join(shared, '.package-lock.json');
    try {
      cpSync(join(REPO, 'package.json'), join(dirname(pkgFile), 'package.json'));
      writeFileSync(pkgFile, 'module.exports = 1;\n');
      writeFileSync(lock, '{"lockfileVersion":3}\n');
      symlinkSync(shared, join(site, 'node_modules'), 'dir');
      await changedThenUnchanged([lock]);
      writeFileSync(pkgFile, 'module.exports = 2;\n');
      assert.ok(skipped(await warmEqualsCold()), 'a file inside the linked node_modules is not an input');
      writeFileSync(lock, '{"lockfileVersion":3,"packages":{}}\n');
      assert.ok(!skipped(await warmEqualsCold()), 'its lock file is');
    } finally {
      unlinkSync(join(site, 'node_modules'));
      rmSync(shared, { recursive: true, force: true });
    }
    await changedThenUnchanged();
  });

  it('do not trust a cache that was replaced', async () => {
    for (const f of readdirSync(join(site, '.blogctl/cache')).filter((n) => n.startsWith('routes-')))
      writeFileSync(join(site, '.blogctl/cache', f), '{"globalKey":"other","routes":{}}');
    const full = await changedThenUnchanged();
    assert.equal(full.reused, 0);
  });
});
