// The Markdown cache: entries survive a save and reopen whatever the shard count, only valid entries are
// returned, and the shard files follow the site's size.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, type Stats } from 'node:fs';
import { deserialize, serialize } from 'node:v8';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileStamp, MarkdownCache } from '../../../src/content/markdown-cache';
import { htmlFacts } from '../../../src/content/html-facts';
import type { EntryJob, EntryOutput } from '../../../src/content/render-entries';

const dir = mkdtempSync(join(tmpdir(), 'blogctl-mdcache-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const job = (i: number, body = `正文 ${i}`): EntryJob => ({
  file: `/site/content/blog/p${i}.md`,
  body,
  bodyLineOffset: 3,
});
const output = (i: number): EntryOutput => ({
  result: {
    html: `<p>正文 ${i}</p>`,
    excerptHtml: null,
    headings: [],
    readingUnits: 3,
    hash: `h${i}`,
  } as unknown as EntryOutput['result'],
  diagnostics: [],
  assets: [],
  links: [],
});
const shards = () =>
  readdirSync(dir)
    .filter((n) => /^shard-\d+\.bin$/.test(n))
    .sort();
/** The shards' HTML blobs (one per shard). */
const blobs = (d = dir) =>
  readdirSync(d)
    .filter((n) => /^shard-\d+-[0-9a-f]+\.html$/.test(n))
    .sort();

async function fill(n: number): Promise<void> {
  const cache = MarkdownCache.open(dir, 'k1');
  for (let i = 0; i < n; i++) if (!cache.get(job(i), new Map())) cache.set(job(i), output(i));
  await cache.save();
}

describe('MarkdownCache', () => {
  it('keeps every entry across saves while the shard count grows and shrinks with the site', async () => {
    await fill(10);
    assert.deepEqual(shards(), ['shard-0.bin']);
    await fill(300);
    assert.equal(shards().length, 3);
    const reopened = MarkdownCache.open(dir, 'k1');
    for (let i = 0; i < 300; i++)
      assert.equal(reopened.get(job(i), new Map())?.result.html, `<p>正文 ${i}</p>`, `entry ${i}`);
    await reopened.save();
    await fill(5); // entries 5..299 are gone from the site
    assert.deepEqual(shards(), ['shard-0.bin']);
    assert.equal(blobs().length, 4, 'the blobs the last process opened stay until the next save');
    await fill(5);
    assert.equal(blobs().length, 1, 'the blobs of removed and rewritten shards are gone');
    const small = MarkdownCache.open(dir, 'k1');
    assert.ok(small.get(job(4), new Map()));
    assert.equal(small.get(job(200), new Map()), undefined);
  });

  it("reads an entry's HTML from its shard's blob only when asked for, and keeps it across a rewrite of that shard", async () => {
    const sub = mkdtempSync(join(dir, 'lazy-'));
    const first = MarkdownCache.open(sub, 'k1');
    const links = [{ href: '../b.md#一节', resolved: '/blog/b#一节', kind: 'link' as const, line: 4, column: 2 }];
    first.set(job(1), { ...output(1), result: { ...output(1).result, excerptHtml: '<p>摘要 1</p>', links } });
    for (let i = 2; i <= 3; i++) first.set(job(i), output(i));
    await first.save();
    assert.equal(blobs(sub).length, 1);
    const reopened = MarkdownCache.open(sub, 'k1');
    const [one, two] = [reopened.get(job(1), new Map())!, reopened.get(job(2), new Map())!];
    // Not read yet: the HTML is an accessor until first asked for.
    assert.equal(typeof Object.getOwnPropertyDescriptor(one.result, 'html')?.get, 'function');
    assert.equal(two.result.excerptHtml, null, 'a missing excerpt is known without reading');
    assert.equal(typeof Object.getOwnPropertyDescriptor(two.result, 'html')?.get, 'function');
    assert.equal(one.result.html, '<p>正文 1</p>');
    assert.equal(one.result.excerptHtml, '<p>摘要 1</p>');
    assert.equal(htmlFacts(one.result).summary, '摘要 1', 'the stored facts answer for the excerpt');
    assert.equal(
      typeof Object.getOwnPropertyDescriptor(one.result, 'links')?.get,
      'function',
      'the links are read when asked for',
    );
    assert.deepEqual(one.result.links, links);
    // Entry 3 changes: its shard (with entry 2, still unread) is rewritten under a new blob, the old one goes.
    reopened.set(job(3, '新的正文'), output(33));
    await reopened.save();
    assert.equal(
      two.result.html,
      '<p>正文 2</p>',
      'an entry not read before its shard was rewritten still reads its HTML',
    );
    assert.equal(blobs(sub).length, 2, 'the old blob stays while this process may read it');
    const third = MarkdownCache.open(sub, 'k1');
    assert.equal(third.get(job(2), new Map())?.result.html, '<p>正文 2</p>');
    assert.equal(third.get(job(3, '新的正文'), new Map())?.result.html, '<p>正文 33</p>');
    assert.equal(third.get(job(1), new Map())?.result.excerptHtml, '<p>摘要 1</p>');
    assert.deepEqual(third.get(job(1), new Map())?.result.links, links, 'links copied through a rewrite');
    await third.save();
    assert.equal(blobs(sub).length, 1, 'a later save removes the blob no shard names');
  });

  it('returns nothing for a changed body, a different key, or a link that now resolves elsewhere', async () => {
    const cache = MarkdownCache.open(dir, 'k1');
    cache.set(job(1), { ...output(1), links: [['/site/content/blog/other.md', '/blog/other']] });
    await cache.save();
    const again = MarkdownCache.open(dir, 'k1');
    assert.equal(again.get(job(1, '改过的正文'), new Map([['/site/content/blog/other.md', '/blog/other']])), undefined);
    assert.equal(again.get(job(1), new Map([['/site/content/blog/other.md', '/blog/renamed']])), undefined);
    assert.ok(again.get(job(1), new Map([['/site/content/blog/other.md', '/blog/other']])));
    assert.equal(
      MarkdownCache.open(dir, 'k2').get(job(1), new Map([['/site/content/blog/other.md', '/blog/other']])),
      undefined,
    );
  });

  it('answers by file stat without reading the text, and only while the stat is the recorded one', async () => {
    const sub = mkdtempSync(join(dir, 'stat-'));
    const cache = MarkdownCache.open(sub, 'k1');
    const parsed = {
      data: { title: '标题' },
      body: '正文\n',
      bodyLineOffset: 3,
      keyLocations: new Map(),
      diagnostics: [],
    };
    cache.setFrontMatter('/site/a.md', 'hash-a', parsed, 10, '7:1000.5:1000.5:42');
    await cache.save();
    const again = MarkdownCache.open(sub, 'k1');
    let reads = 0;
    const read = (start: number) => (reads++, `body from ${start}`);
    assert.equal(again.frontMatterByStat('/site/a.md', '8:1000.5:1000.5:42', read), undefined, 'another size');
    assert.equal(again.frontMatterByStat('/site/a.md', '', read), undefined, 'a racy stat is never trusted');
    const hit = again.frontMatterByStat('/site/a.md', '7:1000.5:1000.5:42', read);
    assert.ok(hit);
    assert.equal(hit.hash, 'hash-a');
    assert.equal(hit.parsed.data.title, '标题');
    assert.equal(reads, 0, 'the body is not read until asked for');
    assert.equal(hit.parsed.body, 'body from 10');
    assert.equal(hit.parsed.body, 'body from 10');
    assert.equal(reads, 1);
  });

  it('keeps key locations and headings as text until asked for, and the same through a rewrite of their shard', async () => {
    const sub = mkdtempSync(join(dir, 'keys-'));
    const cache = MarkdownCache.open(sub, 'k1');
    const keyLocations = new Map([
      ['title', { line: 2, column: 1 }],
      ['tags[旅行]', { line: 3, column: 8 }],
    ]);
    const parsed = { data: { title: '标题' }, body: '正文\n', bodyLineOffset: 3, keyLocations, diagnostics: [] };
    cache.setFrontMatter('/site/a.md', 'hash-a', parsed, 10, '7:1000.5:1000.5:42');
    const headings = [{ level: 2, id: '背景', text: '背景' }];
    cache.set(job(1), { ...output(1), result: { ...output(1).result, headings } });
    cache.set(job(2), output(2));
    await cache.save();
    const again = MarkdownCache.open(sub, 'k1');
    const hit = again.frontMatterByStat('/site/a.md', '7:1000.5:1000.5:42', () => '')!;
    assert.equal(
      typeof Object.getOwnPropertyDescriptor(hit.parsed, 'keyLocations')?.get,
      'function',
      'not made until asked for',
    );
    assert.deepEqual(hit.parsed.keyLocations, keyLocations);
    assert.equal(hit.parsed.keyLocations, hit.parsed.keyLocations, 'made once');
    assert.deepEqual({ ...hit.parsed }.keyLocations, keyLocations, 'a spread copy has them');
    assert.deepEqual(
      again.getFrontMatter('/site/a.md', 'hash-a', 'x'.repeat(10) + '正文\n', '7:1000.5:1000.5:42')?.keyLocations,
      keyLocations,
      'a parse found by its text hash has them too',
    );
    const one = again.get(job(1), new Map())!;
    assert.equal(
      typeof Object.getOwnPropertyDescriptor(one.result, 'headings')?.get,
      'function',
      'headings not parsed until asked for',
    );
    // Entry 2 changes: entry 1 (headings never read) is stored again from its text.
    again.set(job(2, '新的正文'), output(22));
    await again.save();
    const third = MarkdownCache.open(sub, 'k1');
    assert.deepEqual(third.get(job(1), new Map())?.result.headings, headings);
    assert.deepEqual(
      third.frontMatterByStat('/site/a.md', '7:1000.5:1000.5:42', () => '')?.parsed.keyLocations,
      keyLocations,
    );
    assert.deepEqual(third.get(job(2, '新的正文'), new Map())?.result.headings, []);
  });

  it("keeps long texts in the shard's buffer, not as strings, and copies them unread through two rewrites", async () => {
    const sub = mkdtempSync(join(dir, 'texts-'));
    const stat = '9:1000.5:1000.5:43';
    const keyLocations = new Map(Array.from({ length: 8 }, (_, i) => [`标签${i}`, { line: i + 2, column: 1 }]));
    const warning = { code: 'FRONT_MATTER_UNSUPPORTED', severity: 'warning', text: '“date” 不适用于文档'.repeat(4) };
    const kindDiagnostics = { doc: [warning], post: [] };
    const parsed = {
      data: { title: '长文' },
      body: '',
      bodyLineOffset: 9,
      keyLocations,
      kindDiagnostics,
      diagnostics: [],
    };
    const headings = Array.from({ length: 6 }, (_, i) => ({ level: 2, id: `第${i}节`, text: `第${i}节 准备` }));
    const first = MarkdownCache.open(sub, 'k1');
    first.setFrontMatter('/site/long.md', 'hash-long', parsed as never, 40, stat);
    first.set(job(1), { ...output(1), result: { ...output(1).result, headings } });
    first.set(job(2), output(2));
    await first.save();
    const stored = deserialize(readFileSync(join(sub, 'shard-0.bin'))) as {
      entries: Map<string, { headings: unknown }>;
      frontMatter: Map<string, { keys: unknown; kinds: Record<string, unknown> }>;
    };
    assert.equal(typeof stored.entries.get(job(1).file)!.headings, 'number', 'long headings: a reference');
    assert.equal(typeof stored.frontMatter.get('/site/long.md')!.keys, 'number', 'long key locations: a reference');
    assert.equal(typeof stored.frontMatter.get('/site/long.md')!.kinds.doc, 'number');
    assert.equal(stored.frontMatter.get('/site/long.md')!.kinds.post, '[]', 'a short text stays a string');
    // Two builds that read neither text while another entry of the shard changes.
    for (const body of ['第二版', '第三版']) {
      const cache = MarkdownCache.open(sub, 'k1');
      assert.ok(cache.frontMatterByStat('/site/long.md', stat, () => ''));
      assert.ok(cache.get(job(1), new Map()));
      cache.set(job(2, body), output(2));
      await cache.save();
    }
    const last = MarkdownCache.open(sub, 'k1');
    const hit = last.frontMatterByStat('/site/long.md', stat, () => '')!;
    assert.deepEqual(hit.parsed.keyLocations, keyLocations);
    assert.deepEqual(hit.parsed.kindDiagnostics, kindDiagnostics);
    assert.deepEqual(last.get(job(1), new Map())?.result.headings, headings);
  });

  it('starts empty (no crash) from a truncated, corrupt or foreign shard, and rewrites it', async () => {
    const sub = mkdtempSync(join(dir, 'bad-'));
    const cache = MarkdownCache.open(sub, 'k1');
    cache.set(job(1), output(1));
    await cache.save();
    const shard = join(sub, 'shard-0.bin');
    const good = readFileSync(shard);
    const variants: [string, Buffer][] = [
      ['truncated', good.subarray(0, Math.floor(good.length / 2))],
      ['corrupt', Buffer.from(good.map((b, i) => (i > 8 && i % 7 === 0 ? b ^ 0x5a : b)))],
      [
        'foreign',
        serialize({
          key: 'k1',
          entries: new Map([[job(1).file, { hash: 'x', output: output(1), blob: [0, 1, -1, 1] }]]),
          frontMatter: new Map([['/site/a.md', { hash: 'h', parsed: {}, bodyStart: 3 }]]),
          blob: 'shard-0-000000000000.html',
        }),
      ],
      ['not v8 at all', Buffer.from('{"key":"k1"}')],
    ];
    for (const [what, bytes] of variants) {
      writeFileSync(shard, bytes);
      const opened = MarkdownCache.open(sub, 'k1');
      assert.equal(opened.get(job(1), new Map()), undefined, what);
      assert.equal(opened.frontMatterCount, 0, what);
      opened.set(job(1), output(1));
      await opened.save();
      assert.equal(
        MarkdownCache.open(sub, 'k1').get(job(1), new Map())?.result.html,
        '<p>正文 1</p>',
        `${what}: rewritten`,
      );
    }
  });

  it('stamps a stat only when a later write could not hide behind it (racy times)', () => {
    const st = (mtimeMs: number, ctimeMs = mtimeMs) => ({ size: 5, mtimeMs, ctimeMs, ino: 9 }) as unknown as Stats;
    const now = 1_700_000_000_000.25;
    assert.equal(fileStamp(st(now - 10_000.5), now), `5:${now - 10_000.5}:${now - 10_000.5}:9`);
    assert.equal(fileStamp(st(now - 10.5), now), '', 'modified within the timestamp tick');
    assert.equal(fileStamp(st(now - 10_000.5, now - 1), now), '', 'changed (ctime) within the tick');
    assert.equal(fileStamp(st(1_699_999_999_000), now), '', 'whole-second times: a coarse file system, 2 s of slack');
    assert.equal(fileStamp(st(1_699_999_990_000), now), `5:1699999990000:1699999990000:9`);
  });

  it('matches a job by the hash of its source text without touching its body', async () => {
    const sub = mkdtempSync(join(dir, 'src-'));
    const cache = MarkdownCache.open(sub, 'k1');
    cache.set({ ...job(7), sourceHash: 'text-7' }, output(7));
    await cache.save();
    const again = MarkdownCache.open(sub, 'k1');
    const untouchable = (sourceHash: string): EntryJob => ({
      file: job(7).file,
      bodyLineOffset: 3,
      sourceHash,
      get body(): string {
        throw new Error('body read');
      },
    });
    assert.equal(again.get(untouchable('text-7'), new Map())?.result.html, '<p>正文 7</p>');
    assert.equal(
      again.get({ ...job(7, '改过的正文'), sourceHash: 'text-7b' }, new Map()),
      undefined,
      'another source text',
    );
    assert.ok(again.get(job(7), new Map()), 'a job without a source hash is compared by its body');
  });
});
