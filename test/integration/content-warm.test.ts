// The content stage of a warm build: each entry file is stat'ed once per build (the site snapshot's stats are
// reused), key locations kept as text in the Markdown cache still place the diagnostics of unchanged files, and
// the output stays byte-identical to a cold build for each kind of edit.
import assert from 'node:assert/strict';
import fs, { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build, type BuildResult } from '../../src/api/build';
import type { Diagnostic } from '../../src/errors/blogctl-error';
import { fileDigests, REPO, settle } from '../helpers/site';

let site: string;
const POST = 'content/blog/2023-03-11-深圳出差的一周.md';
// A page with a field blogctl reports at its line (located through the entry's lazily read key locations).
const ODD = 'content/pages/字段.md';
// A doc with a blog post's field and a post with a doc's field of the wrong type: each is checked for its own kind
// only, from the cached parse's per-kind lists on a warm build.
const DOC_ODD = 'content/docs/Others/带日期.md';
const POST_ODD = 'content/blog/2025-09-05-侧栏位置.md';

const located = (r: BuildResult) =>
  r.diagnostics.map((d: Diagnostic) => `${d.code} ${d.loc?.file}:${d.loc?.line}:${d.loc?.column}`).sort();

/** A warm build into build/, checked byte for byte (and diagnostic for diagnostic) against a cold build. */
async function warmEqualsCold(): Promise<BuildResult> {
  const warm = await build({ root: site });
  assert.ok(warm.ok, JSON.stringify(warm.diagnostics));
  const cold = await build({ root: site, outDir: 'cold', cache: false });
  assert.ok(cold.ok);
  assert.deepEqual(located(warm), located(cold));
  const [a, b] = [fileDigests(join(site, 'build')), fileDigests(join(site, 'cold'))];
  assert.deepEqual([...a.keys()].sort(), [...b.keys()].sort());
  for (const [path, digest] of b) assert.equal(a.get(path), digest, `warm and cold differ: ${path}`);
  return warm;
}

/** Counts statSync calls per path while `run` runs. */
async function countingStats<T>(run: () => Promise<T>): Promise<{ result: T; stats: Map<string, number> }> {
  const stats = new Map<string, number>();
  const original = fs.statSync;
  const patchable = fs as { statSync: typeof fs.statSync };
  patchable.statSync = ((path: fs.PathLike, options?: fs.StatSyncOptions) => {
    stats.set(String(path), (stats.get(String(path)) ?? 0) + 1);
    return original(path, options);
  }) as typeof fs.statSync;
  syncBuiltinESMExports();
  try {
    return { result: await run(), stats };
  } finally {
    patchable.statSync = original;
    syncBuiltinESMExports();
  }
}

before(async () => {
  site = mkdtempSync(join(tmpdir(), 'blogctl-content-warm-'));
  for (const f of ['blogctl.config.ts', 'content', 'static', 'theme'])
    cpSync(join(REPO, f), join(site, f), { recursive: true });
  // A page with a field blogctl reports (at its line) on every build.
  writeFileSync(
    join(site, ODD),
    '---\ntitle: 字段\ndescription: 说明\nhide_title: false\n\nwrapperClassName: wide\n---\n\n正文。\n',
  );
  writeFileSync(join(site, DOC_ODD), '---\ntitle: 带日期\n\ndate: 2024-01-02\n---\n\n正文。\n');
  writeFileSync(
    join(site, POST_ODD),
    '---\ntitle: 侧栏位置\nauthors: [lanshan]\n\n\nsidebar_position: 三\n---\n\n摘要。\n\n<!-- truncate -->\n\n正文。\n',
  );
  await settle([join(site, 'content')]);
  assert.ok((await build({ root: site })).ok);
});
after(() => rmSync(site, { recursive: true, force: true }));

describe('content stage of a warm build', () => {
  it('stats each entry file once, and places the warnings of unchanged files', async () => {
    const file = join(site, POST);
    writeFileSync(file, readFileSync(file, 'utf8') + '\n补记：再读一遍。\n');
    await settle([join(site, 'content')]);
    const { result, stats } = await countingStats(() => build({ root: site }));
    assert.ok(result.ok);
    const entries = [...stats.keys()].filter((p) => p.startsWith(join(site, 'content')) && p.endsWith('.md'));
    assert.ok(entries.length > 20, `entry files stat'ed: ${entries.length}`);
    // The edited file is stat'ed again when its text is read (readTextFile checks its size).
    for (const p of entries) assert.equal(stats.get(p), p === file ? 2 : 1, `${p} stat'ed ${stats.get(p)} times`);
    const odd = result.diagnostics.find(
      (d) => d.code === 'FRONT_MATTER_UNSUPPORTED' && d.loc?.file === join(site, ODD),
    );
    assert.deepEqual([odd?.loc?.file, odd?.loc?.line, odd?.loc?.column], [join(site, ODD), 6, 1]);
    const unsupported = (file: string) =>
      result.diagnostics
        .filter((d) => d.code === 'FRONT_MATTER_UNSUPPORTED' && d.loc?.file === join(site, file))
        .map((d) => `${d.loc?.line}:${d.loc?.column} ${d.text}`);
    assert.deepEqual(unsupported(DOC_ODD).length, 1);
    assert.match(unsupported(DOC_ODD)[0], /^4:1 .*"date"/);
    // A doc's field with a value a doc may not have: ignored on a post, as Docusaurus's blog does.
    assert.deepEqual(
      result.diagnostics.filter((d) => d.loc?.file === join(site, POST_ODD)),
      [],
    );
  });

  it('body, front matter and duplicate-slug edits: byte-identical to a cold build, diagnostics placed alike', async () => {
    const file = join(site, POST);
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace('\n---\n', '\n---\n\n## 新的一节\n\n新的一段。\n'));
    await settle([join(site, 'content')]);
    await warmEqualsCold();
    writeFileSync(file, text.replace(/^title: .*$/m, 'title: 深圳出差：改过的标题'));
    await settle([join(site, 'content')]);
    await warmEqualsCold();
    // Two posts claim one URL: the second is reported at its slug line (a cached parse's key locations).
    writeFileSync(
      join(site, 'content/blog/2025-09-03-同名.md'),
      '---\ntitle: 同名\nslug: same-url\ntags: [daily]\nauthors: [lanshan]\n---\n\n一。\n',
    );
    writeFileSync(
      join(site, 'content/blog/2025-09-04-同名二.md'),
      '---\ntitle: 同名二\nauthors: [lanshan]\ntags: [daily]\nslug: same-url\n---\n\n二。\n',
    );
    await settle([join(site, 'content')]);
    const first = await build({ root: site });
    const dup = first.diagnostics.find((d) => d.code === 'CONTENT_DUPLICATE_SLUG');
    assert.ok(dup, first.diagnostics.map((d) => d.code).join());
    writeFileSync(file, text + '\n又一段。\n');
    await settle([join(site, 'content')]);
    const warm = await build({ root: site });
    const again = warm.diagnostics.find((d) => d.code === 'CONTENT_DUPLICATE_SLUG');
    assert.deepEqual(again?.loc, dup.loc);
    assert.equal(dup.loc?.line, 5, 'at the slug line');
  });
});
