// Each entry's share of the structure key kept between builds (routes/structure-cache.ts): a warm build takes an
// unchanged entry's digest from .blogctl/cache/structure.json instead of serializing the entry again, and still
// writes exactly what a cold build writes for every kind of edit, including those that change an entry's facts
// without changing its text (a front-matter image's bytes, tags.yml, the config). A corrupt or foreign cache file
// is ignored.
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build, type BuildResult } from '../../src/api/build';
import type { Route } from '../../src/routes/route-types';
import { loadRecords } from '../../src/util/record-file';
import { editSiteFile, REPO, warmEqualsCold as warmEqualsColdIn } from '../helpers/site';

let site: string;
const POST = 'content/blog/2023-03-11-深圳出差的一周.md';
const OTHER = 'content/blog/2025-08-04-夏夜的livehouse.md';
const COVER_POST = 'content/blog/2025-09-01-封面.md';
const COVER = 'content/blog/cover-structure.png';
const CACHE = () => join(site, '.blogctl', 'cache', 'structure.json');
// A 1×1 PNG; a second version differs in one trailing byte (its hashed asset name changes).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const warmEqualsCold = (): Promise<BuildResult> => warmEqualsColdIn(site);

const propsBuilt = (r: Route) => Object.getOwnPropertyDescriptor(r, 'props')?.get === undefined;

const edit = (file: string, fn: (text: string) => string): void => editSiteFile(site, file, fn);

type CacheFile = { version: number; env: string; entries: Record<string, [string, string]> };
/** What the cache holds: the file with its journal applied (util/record-file.ts). */
const readCache = () => loadRecords(CACHE(), { version: 1, field: 'env' }).data as unknown as CacheFile;

before(async () => {
  site = mkdtempSync(join(tmpdir(), 'blogctl-structure-'));
  for (const f of ['blogctl.config.ts', 'content', 'static', 'theme'])
    cpSync(join(REPO, f), join(site, f), { recursive: true });
  writeFileSync(join(site, COVER), PNG);
  writeFileSync(
    join(site, COVER_POST),
    '---\ntitle: 封面测试\ntags: [daily]\nauthors: [lanshan]\nimage: ./cover-structure.png\n---\n\n这篇只为试一试封面图换了之后页面头部跟着变。\n',
  );
  assert.ok((await build({ root: site })).ok);
});
after(() => rmSync(site, { recursive: true, force: true }));

describe('structure digests kept between builds', () => {
  it("records one digest per entry, and a body edit makes only the edited entry's again", async () => {
    const first = readCache();
    const post = join(site, POST);
    assert.ok(first.entries[post] && first.entries[join(site, OTHER)], 'posts are recorded');
    edit(POST, (t) => t + '\n\n回来以后又想念那边的早茶。\n');
    await warmEqualsCold();
    const second = readCache();
    assert.equal(second.env, first.env);
    assert.deepEqual(Object.keys(second.entries).sort(), Object.keys(first.entries).sort());
    assert.notEqual(second.entries[post][0], first.entries[post][0], 'the edited post has a new stamp');
    assert.equal(second.entries[post][1], first.entries[post][1], 'a body edit leaves its structure digest');
  });

  it("an unchanged entry's recorded digest is used, not made again", async () => {
    // A recorded digest changed by hand (stamp kept) changes the structure key: every route is keyed again.
    // Were the digests made again, the archive would keep its digest and not be built.
    const data = readCache();
    const other = join(site, OTHER);
    data.entries[other] = [data.entries[other][0], 'not-the-digest'];
    writeFileSync(CACHE(), JSON.stringify(data));
    edit(POST, (t) => t + '\n再补一句。\n');
    const warm = await warmEqualsCold();
    assert.ok(
      propsBuilt(warm.table!.byPath.get('/blog/archive')!),
      'the archive was keyed again under the new structure key',
    );
    edit(POST, (t) => t + '\n三补一句。\n');
    const next = await warmEqualsCold();
    assert.ok(
      !propsBuilt(next.table!.byPath.get('/blog/archive')!),
      'a body edit keys the archive from its stored digest',
    );
  });

  it("a front-matter image whose bytes change (the text does not) updates the post's head", async () => {
    writeFileSync(join(site, COVER), Buffer.concat([PNG, Buffer.from([0])]));
    await warmEqualsCold();
  });

  it('front-matter edits: title, date, tags, draft', async () => {
    edit(POST, (t) => t.replace(/^title: .*$/m, 'title: "深圳出差：一周的雨"'));
    await warmEqualsCold();
    edit(POST, (t) => t.replace(/^date: .*$/m, 'date: 2024-11-02'));
    await warmEqualsCold();
    edit(POST, (t) => t.replace(/^tags: .*$/m, 'tags: [daily]'));
    await warmEqualsCold();
    edit(OTHER, (t) => t.replace(/^---\n/, '---\ndraft: true\n'));
    await warmEqualsCold();
    edit(OTHER, (t) => t.replace('draft: true\n', ''));
    await warmEqualsCold();
  });

  it('new and deleted files, tags.yml and config edits', async () => {
    writeFileSync(
      join(site, 'content/blog/2025-09-02-新来的.md'),
      '---\ntitle: 新来的一篇\ntags: [daily]\nauthors: [lanshan]\n---\n\n刚写的一篇，看看列表有没有跟上。\n',
    );
    await warmEqualsCold();
    rmSync(join(site, 'content/blog/2025-09-02-新来的.md'));
    await warmEqualsCold();
    edit('content/blog/tags.yml', (t) => t.replace('label: 年度总结', 'label: 年终总结'));
    await warmEqualsCold();
    edit('blogctl.config.ts', (t) => t.replace(/title: '([^']*)'/, "title: '$1·改'"));
    await warmEqualsCold();
  });

  for (const [name, text] of [
    ['corrupt', '{"version":1,"env":'],
    ['foreign', JSON.stringify({ version: 1, env: 5, entries: [] })],
    ['non-object', JSON.stringify([1, 2, 3])],
  ] as const) {
    it(`a ${name} cache file is ignored (a cold structure key) and replaced`, async () => {
      writeFileSync(CACHE(), text);
      edit(POST, (t) => t + `\n又一次补记（${name}）。\n`);
      await warmEqualsCold();
      assert.ok(existsSync(CACHE()));
      assert.equal(readCache().version, 1);
    });
  }
});
