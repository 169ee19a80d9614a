// Real Chromium against a generated large-ish site (the bench corpus generator, 400 posts): its local index is
// term-sharded, and the first query fetches only the manifest, the postings files of its terms and the
// chunks those select, far fewer bytes than the whole index; the modal shows the same hits as the engine
// over the single-file index.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
// @ts-expect-error plain ESM helper without types
import { makeCorpus } from '../../bench/corpus.mjs';
import { SearchEngine } from '../../src/shared/search/engine';
import { assemble, chunkName, chunksFor, postingsFileOf, postingsFilesFor, postingsName, queryLookups, type ChunkFile, type PostingsFile, type ShardManifest } from '../../src/shared/search/shards';
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

describe('term-sharded local search in the browser', () => {
  it('writes a manifest, postings and chunk files for a large site', () => {
    const m = read<ShardManifest>('index.json');
    assert.equal(m.v, 2);
    assert.ok(m.chunks > 10, `${m.chunks} chunks`);
    const names = readdirSync(dir());
    for (let i = 0; i < m.chunks; i++) assert.ok(names.includes(chunkName(i)));
    for (let i = 0; i < m.postings; i++) assert.ok(names.includes(postingsName(i)));
  });

  it('fetches only the manifest and the shards the first query needs', async () => {
    const m = read<ShardManifest>('index.json');
    const query = '123';
    const lookups = queryLookups(query, m);
    const postings = postingsFilesFor(lookups, m);
    const chunks = chunksFor(lookups, (term) => {
      const file = read<PostingsFile>(postingsName(postingsFileOf(term, m.postings)));
      return Object.hasOwn(file, term) ? file[term] : undefined;
    });
    assert.ok(chunks.length > 0 && chunks.length < m.chunks / 4, `a selective query: ${chunks.length} of ${m.chunks} chunks`);
    const expected = ['index.json', ...postings.map(postingsName), ...chunks.map(chunkName)].sort();
    const engine = new SearchEngine(assemble(m, new Map(chunks.map((c) => [c, read<ChunkFile>(chunkName(c))]))));
    // Every hit of the query (no filters, so a superset of what the modal's contextual search may show).
    const want = new Set(engine.search({ query, hitsPerPage: 1000 }).hits.map((h) => decodeURI(h.url)));
    assert.ok(want.size > 0);

    const page = await browser.newPage();
    const errors = collectErrors(page);
    const fetched: { name: string; bytes: number }[] = [];
    page.on('response', async (r) => {
      const path = decodeURI(new URL(r.url()).pathname);
      if (path.startsWith('/assets/search/')) fetched.push({ name: path.slice('/assets/search/'.length), bytes: (await r.body()).length });
    });
    await page.goto(site.url + '/');
    await page.waitForFunction(() => (window as unknown as { __BLOGCTL_HYDRATED__?: boolean }).__BLOGCTL_HYDRATED__ === true);
    await page.keyboard.press('Control+k');
    await page.fill('.search-modal__input', query);
    await page.waitForSelector('[data-search-screen="results"]');
    await page.waitForSelector('.search-modal__hit a');
    const shown = await page.$$eval('.search-modal__hit a', (as) => as.map((a) => { const u = new URL((a as HTMLAnchorElement).href); return decodeURI(u.pathname + u.hash); }));
    assert.ok(shown.length > 0);
    for (const url of shown) assert.ok(want.has(url), `${url} is a hit of the engine over the same chunks`);
    const names = [...new Set(fetched.map((f) => f.name))].sort();
    assert.deepEqual(names, expected, 'only the manifest, the postings of the query terms and the selected chunks');
    const bytes = fetched.reduce((n, f) => n + f.bytes, 0);
    const all = readdirSync(dir()).reduce((n, f) => n + statSync(join(dir(), f)).size, 0);
    assert.ok(bytes < all / 4, `first query fetched ${bytes} of ${all} bytes`);
    assert.deepEqual(errors, []);
    await page.close();
  });
});
