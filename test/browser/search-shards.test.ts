// Real Chromium against a generated large-ish site (the bench corpus generator, 400 posts) served by blogctl's
// server: its local index is term-sharded, and the first query fetches only the manifest, the files of its terms
// and the chunks of its best hits (each one's bytes in its pack, by a Range request), far fewer bytes than the
// whole index, also for a word found on nearly every page; the modal shows the same hits as the engine over the
// whole index, highlighted.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
// @ts-expect-error plain ESM helper without types
import { makeCorpus } from '../../bench/corpus.mjs';
import { groupHits } from '../../src/client/search/hits';
import { SearchEngine } from '../../src/shared/search/engine';
import { searchParams } from '../../src/shared/search/params';
import { ShardedSearch } from '../../src/shared/search/shard-search';
import { readChunk } from '../../src/search/packs';
import { assemble, chunkRange, shardFileNames, type ShardManifest } from '../../src/shared/search/shards';
import { collectErrors, launchBrowser } from '../helpers/browser';
import { buildAndServe } from '../helpers/site';

let browser: Browser;
let site: Awaited<ReturnType<typeof buildAndServe>>;
let corpus: string;

before(async () => {
  corpus = mkdtempSync(join(tmpdir(), 'blogctl-shards-'));
  makeCorpus({ posts: 400, docs: 20, out: join(corpus, 'site') });
  [browser, site] = await Promise.all([launchBrowser(), buildAndServe(join(corpus, 'site'))]);
});
after(async () => {
  await browser?.close();
  await site?.close();
  rmSync(corpus, { recursive: true, force: true });
});

const dir = () => join(site.outDir, 'assets', 'search');
const read = <T>(name: string) => JSON.parse(readFileSync(join(dir(), name), 'utf8')) as T;

/** The files the browser should fetch for a first query (as ShardedSearch decides) and the engine over all chunks. */
async function expected(query: string): Promise<{ names: string[]; whole: SearchEngine; ranges: number[] }> {
  const m = read<ShardManifest>('index.json');
  const names = ['index.json'];
  const bytes = (name: string) => readFileSync(join(dir(), name));
  const ranges: number[] = [];
  const search = new ShardedSearch(
    m,
    async (name) => {
      names.push(name);
      return read(name);
    },
    async (c) => {
      const r = chunkRange(m, c);
      names.push(r.name);
      ranges.push(r.end - r.start);
      return readChunk(m, bytes, c);
    },
  );
  await search.search(searchParams(query, { language: m.language, contextualSearch: true, screenWidth: 1280 }));
  const whole = new SearchEngine(
    assemble(m.language, new Map(Array.from({ length: m.chunks }, (_, c) => [c, readChunk(m, bytes, c)]))),
  );
  return { names: [...new Set(names)].sort(), whole, ranges: ranges.sort((a, b) => a - b) };
}

/** Opens the modal in a fresh page, types the query; the files fetched from assets/search/ and the hits shown.
 *  `setup` changes the page first (routes, scripts); `screen` is the screen to wait for. */
async function firstQuery(query: string, setup?: (page: Page) => Promise<void>, screen = 'results') {
  const page = await browser.newPage();
  await setup?.(page);
  const errors = collectErrors(page);
  const scripts: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname)));
  const fetched: { name: string; bytes: number; status: number }[] = [];
  page.on('response', async (r) => {
    const path = decodeURI(new URL(r.url()).pathname);
    if (path.startsWith('/assets/search/'))
      fetched.push({ name: path.slice('/assets/search/'.length), bytes: (await r.body()).length, status: r.status() });
  });
  await page.goto(site.url + '/');
  await page.waitForFunction(
    () => (window as unknown as { __BLOGCTL_HYDRATED__?: boolean }).__BLOGCTL_HYDRATED__ === true,
  );
  await page.keyboard.press('Control+k');
  await page.fill('.search-modal__input', query);
  await page.waitForSelector(`[data-search-screen="${screen}"]`);
  if (screen === 'results') await page.waitForSelector('.search-modal__hit a');
  const title = await page.textContent(`[data-search-screen="${screen}"]`);
  const shown = await page.$$eval('.search-modal__hit a', (as) =>
    as.map((a) => {
      const u = new URL((a as HTMLAnchorElement).href);
      return decodeURI(u.pathname + u.hash);
    }),
  );
  const marks = await page.$$eval('.search-modal__hit mark', (ms) => ms.map((m) => m.textContent ?? ''));
  await page.close();
  return {
    shown,
    marks,
    fetched,
    errors,
    scripts,
    title,
    bytes: fetched.reduce((n, f) => n + f.bytes, 0),
    names: [...new Set(fetched.map((f) => f.name))].sort(),
  };
}

const allBytes = () => readdirSync(dir()).reduce((n, f) => n + statSync(join(dir(), f)).size, 0);

describe('term-sharded local search in the browser', () => {
  it('writes a manifest, chunk packs, postings, vocabulary and title files for a large site', () => {
    const m = read<ShardManifest>('index.json');
    assert.equal(m.v, 5);
    assert.ok(readdirSync(dir()).filter((f) => f.endsWith('.bin')).length === Math.ceil(m.chunks / m.pack));
    assert.ok(m.chunks > 10, `${m.chunks} chunks`);
    assert.deepEqual(readdirSync(dir()).sort(), ['index.json', ...shardFileNames(m)].sort());
  });

  for (const [query, share] of [
    ['123', 4],
    ['的', 10],
    ['凤凰传奇', 10],
  ] as const) {
    it(`fetches only the manifest and the files the first query needs: ${query}`, async () => {
      const want = await expected(query);
      const got = await firstQuery(query);
      assert.ok(got.shown.length > 0);
      // The modal shows the engine's hits over the whole index (at most 5 per section).
      const params = searchParams(query, { language: 'zh-CN', contextualSearch: true, screenWidth: 1280 });
      const top = groupHits(want.whole.search(params).hits).flatMap((g) => g.hits.map((h) => decodeURI(h.url)));
      assert.deepEqual([...got.shown].sort(), [...top].sort());
      assert.deepEqual(
        got.names,
        want.names,
        'only the manifest, the files of the query terms and the packs of its best hits',
      );
      // Each chunk came as its own range (206) of its pack, of exactly its member's length.
      const packs = got.fetched.filter((f) => f.name.endsWith('.bin'));
      assert.ok(packs.length > 0 && packs.every((f) => f.status === 206), JSON.stringify(packs));
      assert.deepEqual(
        packs.map((f) => f.bytes).sort((a, b) => a - b),
        want.ranges,
      );
      // Highlighted: every hit's <mark> is the query or one of its characters (CJK terms highlight per bigram/char).
      assert.ok(
        got.marks.length > 0 && got.marks.every((m) => m.length > 0 && [...m].every((ch) => query.includes(ch))),
        JSON.stringify(got.marks),
      );
      assert.ok(got.bytes < allBytes() / share, `first query fetched ${got.bytes} of ${allBytes()} bytes`);
      assert.deepEqual(got.errors, []);
    });
  }

  /** A route for the packs: `answer(whole pack, asked range)` → the response. */
  const packRoute =
    (
      answer: (
        pack: Buffer,
        range: { start: number; end: number } | null,
      ) => { status: number; headers?: Record<string, string>; body: Buffer },
    ) =>
    async (page: Page) => {
      await page.route(/\/assets\/search\/k\d+\.bin/, async (route) => {
        const pack = readFileSync(join(dir(), decodeURI(new URL(route.request().url()).pathname).split('/').pop()!));
        const m = /^bytes=(\d+)-(\d+)$/.exec((await route.request().allHeaders()).range ?? '');
        await route.fulfill(answer(pack, m ? { start: Number(m[1]), end: Number(m[2]) } : null));
      });
    };

  it('shows the same hits from a server that ignores Range (200 with the whole pack)', async () => {
    const want = await firstQuery('凤凰传奇');
    let asked = 0;
    const got = await firstQuery(
      '凤凰传奇',
      packRoute(
        (pack) => (asked++, { status: 200, headers: { 'Content-Type': 'application/octet-stream' }, body: pack }),
      ),
    );
    assert.deepEqual(got.shown, want.shown);
    assert.ok(asked > 0);
    assert.ok(got.fetched.filter((f) => f.name.endsWith('.bin')).every((f) => f.status === 200));
    assert.deepEqual(got.errors, []);
  });

  it('shows the same hits without DecompressionStream (Firefox < 113, Safari < 16.4)', async () => {
    const want = await firstQuery('凤凰传奇');
    assert.ok(
      want.scripts.some((s) => /inflate/.test(s)),
      `the inflater (fflate) is loaded with the sharded index: ${want.scripts}`,
    );
    const got = await firstQuery(
      '凤凰传奇',
      async (page) =>
        void (await page.addInitScript(() => delete (window as { DecompressionStream?: unknown }).DecompressionStream)),
    );
    assert.deepEqual(got.shown, want.shown);
    assert.deepEqual(got.marks, want.marks);
    assert.ok(
      got.scripts.some((s) => /inflate/.test(s)),
      got.scripts.join(),
    );
    assert.deepEqual(got.errors, []);
  });

  it('shows the error screen for a chunk that does not inflate or a range of the wrong length', async () => {
    const corrupt = packRoute((pack, r) => {
      const body = Buffer.from(pack.subarray(r!.start, r!.end + 1));
      body[body.length - 6] ^= 0xff; // the member's CRC-32
      return { status: 206, headers: { 'Content-Range': `bytes ${r!.start}-${r!.end}/${pack.length}` }, body };
    });
    const short = packRoute((pack, r) => ({
      status: 206,
      headers: { 'Content-Range': `bytes ${r!.start}-${r!.end - 1}/${pack.length}` },
      body: pack.subarray(r!.start, r!.end),
    }));
    for (const setup of [corrupt, short]) {
      const got = await firstQuery('凤凰传奇', setup, 'error');
      assert.match(got.title ?? '', /无法获取结果/);
    }
  });
});
