// Content that asks for an output path outside the output folder is refused on warm (patched) builds as on
// cold ones; unusual slugs resolve as Docusaurus resolves them; a BOM + CRLF post builds to the same pages as
// its LF twin; an undated draft is dated by its file when drafts are built.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { after, describe, it } from 'node:test';
import { build } from '../../src/api/build';
import { check } from '../../src/api/check';
import { REPO } from '../helpers/site';

const made: string[] = [];
after(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** outer/site, a copy of a good fixture site (outer holds anything that would escape the site). */
function copyGood(name = 'truncate-first-line'): { outer: string; site: string } {
  const outer = mkdtempSync(join(tmpdir(), 'blogctl-paths-'));
  made.push(outer);
  const site = join(outer, 'site');
  cpSync(join(REPO, 'test/fixtures/bad', name), site, { recursive: true });
  return { outer, site };
}

function tree(dir: string, skip: RegExp = /^$/): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const rel = relative(dir, join(e.parentPath, e.name));
    if (skip.test(rel)) continue;
    out[rel] = e.isFile()
      ? createHash('sha256')
          .update(readFileSync(join(dir, rel)))
          .digest('hex')
      : 'dir';
  }
  return out;
}

const POST = 'content/blog/2024-02-01-开门见山.md';

describe('paths outside the output folder', () => {
  it('a warm (patched) build refuses a slug that climbs out, and leaves everything as it was', async () => {
    const { outer, site } = copyGood();
    assert.equal((await build({ root: site })).ok, true);
    // Second build: the route cache exists, so this one would patch build/ in place.
    writeFileSync(
      join(site, 'content/blog/2024-03-01-空行之后.md'),
      readFileSync(join(site, 'content/blog/2024-03-01-空行之后.md'), 'utf8') + '\n又改了一句。\n',
    );
    const warm = await build({ root: site });
    assert.equal(warm.ok, true);
    assert.equal(warm.outputMode, 'patch');
    writeFileSync(
      join(site, POST),
      readFileSync(join(site, POST), 'utf8').replace('title: 开门见山\n', 'title: 开门见山\nslug: ../../../escaped\n'),
    );
    const before = tree(outer, /(^|\/)\.blogctl(\/|$)|^site\/build\.(old|tmp|undo)-/);
    const result = await build({ root: site });
    assert.equal(result.ok, false);
    const d = result.diagnostics.find((x) => x.code === 'CONTENT_UNSAFE_PATH');
    assert.ok(d, JSON.stringify(result.diagnostics));
    assert.deepEqual([d.loc?.file, d.loc?.line, d.loc?.column], [join(site, POST), 3, 7]);
    assert.deepEqual(tree(outer, /(^|\/)\.blogctl(\/|$)|^site\/build\.(old|tmp|undo)-/), before);
  });

  it('a static file whose name is not a plain relative path is reported by check and build, not copied', async () => {
    const { outer, site } = copyGood();
    mkdirSync(join(site, 'static'));
    writeFileSync(join(site, 'static', 'ok.txt'), 'fine');
    const bad = 'a\\..\\..\\escaped.txt';
    writeFileSync(join(site, 'static', bad), 'backslashes are separators on Windows');
    const checked = await check({ root: site });
    const c = checked.diagnostics.find((x) => x.code === 'CONTENT_UNSAFE_PATH');
    assert.ok(c, JSON.stringify(checked.diagnostics));
    assert.equal(c.loc?.file, join(site, 'static', bad));
    assert.match(c.text, /contains a backslash/);
    const built = await build({ root: site });
    assert.equal(built.ok, false);
    assert.ok(
      built.diagnostics.some((x) => x.code === 'CONTENT_UNSAFE_PATH' && x.loc?.file === join(site, 'static', bad)),
    );
    assert.deepEqual(readdirSync(outer), ['site']);
  });
});

describe('unusual slugs resolve as in Docusaurus 3', () => {
  it('absolute, percent-encoded and Unicode post slugs; relative and absolute doc slugs', async () => {
    const { site } = copyGood();
    const post = (file: string, slug: string) =>
      writeFileSync(
        join(site, 'content/blog', file),
        `---\ntitle: ${file}\nauthors: [me]\nslug: "${slug}"\n---\n\n正文。\n\n<!-- truncate -->\n\n更多。\n`,
      );
    post('2024-04-01-a.md', '/2024/绝对路径');
    post('2024-04-02-b.md', 'caf%C3%A9');
    post('2024-04-03-c.md', '你好世界');
    mkdirSync(join(site, 'content/docs/guide'));
    const doc = (file: string, slug: string) =>
      writeFileSync(join(site, 'content/docs/guide', file), `---\ntitle: ${file}\nslug: ${slug}\n---\n\n文档。\n`);
    doc('relative.md', 'setup');
    doc('up.md', '../top-level');
    doc('absolute.md', '/abs-doc');
    const result = await build({ root: site, write: false });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
    const files = new Set(result.files!.map((f) => f.path));
    for (const f of [
      'blog/2024/绝对路径/index.html',
      'blog/café/index.html',
      'blog/你好世界/index.html',
      'docs/guide/setup/index.html',
      'docs/top-level/index.html',
      'docs/abs-doc/index.html',
    ]) {
      assert.ok(files.has(f), `${f} missing from ${[...files].filter((p) => p.endsWith('index.html')).join(', ')}`);
    }
  });
});

describe('BOM and CRLF', () => {
  it('a post saved with a BOM and CRLF line endings builds to the same pages as its LF twin', async () => {
    const text = [
      '---',
      'title: "换行符: 视窗"',
      'tags: [travel]',
      'authors: [me]',
      'description: 一样的页面',
      '---',
      '',
      '第一段，截断标记之前。',
      '',
      '<!-- truncate -->',
      '',
      '## 代码块',
      '',
      '```sh',
      'echo "一"',
      '',
      'echo "二"',
      '```',
      '',
      '> 引用的一行',
      '> 第二行',
      '',
    ].join('\n');
    const lf = copyGood();
    const crlf = copyGood();
    writeFileSync(join(lf.site, 'content/blog/2024-05-01-视窗.md'), text);
    writeFileSync(join(crlf.site, 'content/blog/2024-05-01-视窗.md'), '\uFEFF' + text.replace(/\n/g, '\r\n'));
    const tags = readFileSync(join(crlf.site, 'content/blog/tags.yml'), 'utf8');
    writeFileSync(join(crlf.site, 'content/blog/tags.yml'), '\uFEFF' + tags.replace(/\n/g, '\r\n'));
    const a = await build({ root: lf.site, write: false, cache: false });
    const b = await build({ root: crlf.site, write: false, cache: false });
    assert.equal(a.ok, true, JSON.stringify(a.diagnostics));
    assert.equal(b.ok, true, JSON.stringify(b.diagnostics));
    const page = (r: typeof a) => r.files!.find((f) => f.path === 'blog/2024/05/01/视窗/index.html')!.text();
    assert.match(page(b), /<pre/);
    assert.doesNotMatch(page(b), /\r/);
    const bytes = (r: typeof a) =>
      Object.fromEntries(r.files!.map((f) => [f.path, Buffer.from(f.contents).toString('base64')]));
    assert.deepEqual(bytes(b), bytes(a));
  });
});

describe('drafts without a date', () => {
  it('are left out of a production build, and dated by their file with --drafts', async () => {
    const { site } = copyGood('draft-without-date');
    const prod = await build({ root: site, write: false });
    assert.equal(prod.ok, true, JSON.stringify(prod.diagnostics));
    assert.ok(!prod.table!.routes.some((r) => r.path.includes('还没写完')));
    const drafts = await build({ root: site, write: false, includeDrafts: true });
    assert.equal(drafts.ok, true, JSON.stringify(drafts.diagnostics));
    const st = statSync(join(site, 'content/blog/还没写完.md'));
    const t = st.birthtimeMs > 0 ? st.birthtime : st.mtime;
    const expected = `${t.getFullYear()}-${String(t.getMonth() + 1).padStart(2, '0')}-${String(t.getDate()).padStart(2, '0')}`;
    const post = drafts.graph!.posts.find((p) => p.title === '还没写完的草稿');
    assert.equal(post?.date, expected);
    assert.ok(drafts.table!.routes.some((r) => r.path === '/blog/还没写完'));
  });
});

describe('relative images outside the content folders', () => {
  it("are copied from the site's folder (../../static/img/…), as Docusaurus bundles them, and not from beyond it", async () => {
    const { outer, site } = copyGood();
    const png = readFileSync(join(REPO, 'test/fixtures/sites/mdx-partials/content/docs/guide/img/cup.png'));
    mkdirSync(join(site, 'static/img'), { recursive: true });
    writeFileSync(join(site, 'static/img/杯子.png'), png);
    writeFileSync(join(outer, '外面.png'), png);
    const post = readFileSync(join(site, POST), 'utf8');
    writeFileSync(join(site, POST), post + '\n![杯子](../../static/img/杯子.png)\n');
    const ok = await build({ root: site });
    assert.equal(ok.ok, true, JSON.stringify(ok.diagnostics.filter((d) => d.severity === 'error')));
    const copied = ok.graph!.assets.find((a) => a.from === join(site, 'static/img/杯子.png'));
    assert.match(copied?.to ?? '', /^assets\/images\/杯子-[0-9a-f]{8}\.png$/);
    assert.ok(statSync(join(site, 'build', copied!.to)).isFile());

    writeFileSync(join(site, POST), post + '\n![外面](../../../外面.png)\n');
    const outside = await check({ root: site });
    const missing = outside.diagnostics.filter((d) => d.code === 'IMAGE_MISSING');
    assert.deepEqual(
      missing.map((d) => [relative(site, d.loc!.file), d.text]),
      [[POST, 'Image "../../../外面.png" does not exist.']],
    );
  });
});
