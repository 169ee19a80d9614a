// Real Chromium, search analytics: the hosted provider with `search.insights: true`, both the search API
// and the Insights API answered by local servers on 127.0.0.1 (the browser's requests to the provider's
// hosts are routed there). A scripted session must produce the view batches (chunked by 20), the active
// and the click events with the response's queryID and position, and the configured credentials. With
// insights off (hosted or local provider) the insights chunk never loads and no event is sent.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page, Route } from 'playwright-core';
import { buildRecords } from '../../src/search/records';
import type { SearchRecord } from '../../src/shared/search/types';
import { collectErrors, launchBrowser } from '../helpers/browser';
import { copySite, removeSite, WAIT_MS } from '../helpers/cli';
import { startFakeAlgolia, startFakeInsights, type FakeAlgolia, type FakeInsights } from '../helpers/fake-algolia';
import { buildAndServe } from '../helpers/site';

type Served = Awaited<ReturnType<typeof buildAndServe>>;
const INDEX = 'lanshan-blog';
const GROUPS = 6;
const PER_GROUP = 5; // the modal's cap per group: 30 hits shown at once

let browser: Browser;
let search: FakeAlgolia;
let insights: FakeInsights;
let on: Served;
let off: Served;
let local: Served;
const dirs: string[] = [];

/** A copy of the shipped site on the hosted provider, with the fakes' credentials. */
function hostedSite(insightsOn: boolean): string {
  const dir = copySite();
  dirs.push(dir);
  const file = join(dir, 'blogctl.config.ts');
  const config = readFileSync(file, 'utf8');
  const changed = config
    .replace("provider: 'local',", "provider: 'algolia',\n    appId: 'TESTAPP',\n    apiKey: 'search-key',")
    .replace('insights: false,', `insights: ${insightsOn},`);
  assert.notEqual(changed, config);
  assert.match(changed, new RegExp(`insights: ${insightsOn},`));
  writeFileSync(file, changed);
  return dir;
}

/** 30 real records (real URLs) that all match "zebra": 5 from each of 6 pages, one top-level group per page. */
function zebraRecords(all: SearchRecord[]): SearchRecord[] {
  const byPage = new Map<string, SearchRecord[]>();
  for (const r of all)
    if (r.type === 'content' && r.hierarchy.lvl1)
      byPage.set(r.url_without_anchor, [...(byPage.get(r.url_without_anchor) ?? []), r]);
  const pages = [...byPage.values()].filter((rs) => rs.length >= PER_GROUP).slice(0, GROUPS);
  assert.equal(pages.length, GROUPS, 'the shipped site has pages enough');
  return pages.flatMap((rs, g) =>
    rs.slice(0, PER_GROUP).map((r, i) => ({
      ...r,
      hierarchy: { ...r.hierarchy, lvl0: `分组${g + 1}` },
      content: `zebra 第 ${g * PER_GROUP + i + 1} 条`,
    })),
  );
}

before(async () => {
  const onDir = hostedSite(true);
  const offDir = hostedSite(false);
  [browser, on, off, local] = await Promise.all([
    launchBrowser(),
    buildAndServe(onDir),
    buildAndServe(offDir),
    buildAndServe(),
  ]);
  [search, insights] = await Promise.all([
    startFakeAlgolia({
      indexes: { [INDEX]: zebraRecords(buildRecords(on.result.graph!, on.result.config!)) },
      hitsPerPage: 60,
    }),
    startFakeInsights({ appId: 'TESTAPP', apiKey: 'search-key' }),
  ]);
});
after(async () => {
  await browser?.close();
  for (const s of [on, off, local]) await s?.close();
  await search?.close();
  await insights?.close();
  for (const d of dirs) removeSite(d);
});

interface Session {
  page: Page;
  /** Every URL the page requested, decoded. */
  requested: string[];
  /** Hosts of the provider the page asked (search or insights). */
  providerHosts: string[];
  /** queryIDs of the search responses, in order. */
  queryIDs: string[];
  errors: string[];
}

/** Answers a routed request from a local fake on 127.0.0.1 (same path, query, method, body, provider headers). */
async function forward(route: Route, port: number): Promise<{ status: number; body: string }> {
  const req = route.request();
  const url = new URL(req.url());
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers()))
    if (k === 'content-type' || k.startsWith('x-algolia-') || k.startsWith('access-control-request-')) headers[k] = v;
  const res = await fetch(`http://127.0.0.1:${port}${url.pathname}${url.search}`, {
    method: req.method(),
    headers,
    body: req.postData() ?? undefined,
  });
  const body = await res.text();
  const out: Record<string, string> = { 'access-control-allow-origin': '*' };
  res.headers.forEach((v, k) => (out[k] = v));
  await route.fulfill({ status: res.status, headers: out, body });
  return { status: res.status, body };
}

/** Routes the provider's hosts to the local fakes: search hosts → search fake, insights → insights fake. */
async function newSession(site: Served): Promise<Session> {
  const page = await browser.newPage();
  const s: Session = { page, requested: [], providerHosts: [], queryIDs: [], errors: collectErrors(page) };
  page.on('request', (r) => s.requested.push(decodeURI(r.url())));
  await page.route(
    (u) => /(^|\.)algolia\.(net|io)$/.test(u.hostname),
    async (route: Route) => {
      const host = new URL(route.request().url()).hostname;
      s.providerHosts.push(host);
      const isSearch = host !== 'insights.algolia.io';
      const res = await forward(route, isSearch ? search.port : insights.port);
      if (isSearch && res.status === 200)
        s.queryIDs.push(
          ...(JSON.parse(res.body) as { results: { queryID?: string }[] }).results.map((r) => r.queryID ?? ''),
        );
    },
  );
  await page.goto(site.url + '/');
  await page.waitForFunction(
    () => (window as unknown as { __BLOGCTL_HYDRATED__?: boolean }).__BLOGCTL_HYDRATED__ === true,
  );
  return s;
}

/** The chunk holding the insights client in a build (it exists in every build; loading it is the question). */
function insightsChunk(site: Served): string {
  const dir = join(site.outDir, 'assets', 'js');
  const name = readdirSync(dir).find((f) => readFileSync(join(dir, f), 'utf8').includes('insights.algolia.io'));
  assert.ok(name, 'the build has an insights chunk');
  return `/assets/js/${name}`;
}

async function until<T>(what: string, fn: () => T | undefined | false): Promise<T> {
  const end = Date.now() + WAIT_MS;
  for (;;) {
    const v = fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function openAndSearch(page: Page, query: string): Promise<string[]> {
  await page.keyboard.press('Control+k');
  await page.waitForSelector('.search-modal__input');
  // One input event: the modal searches once, so only the settled list could ever be reported.
  await page.keyboard.insertText(query);
  await page.waitForSelector('[data-search-screen="results"]');
  return page.$$eval('[data-search-hit]', (els) => els.map((e) => e.getAttribute('data-search-hit')!));
}

const named = (name: string) => insights.events.filter((e) => e.eventName === name);

describe('search analytics on (hosted provider, search.insights: true)', () => {
  it('sends items viewed in chunks of 20, item active, and item selected with queryID and position', async () => {
    const s = await newSession(on);
    const { page } = s;
    const chunk = insightsChunk(on);
    assert.ok(!s.requested.some((u) => u.endsWith(chunk)), 'not on first load');
    const html = readFileSync(join(on.outDir, 'index.html'), 'utf8');
    assert.ok(!html.includes(chunk), 'not preloaded by the page');

    const shown = await openAndSearch(page, 'zebra');
    assert.equal(shown.length, GROUPS * PER_GROUP, 'more than 20 hits on screen');
    await until('the insights chunk', () => s.requested.some((u) => u.endsWith(chunk)));

    // Items viewed: after the 400 ms debounce, one request, ids in display order, chunks of at most 20.
    await until('the view batch', () => insights.requests.length >= 1);
    const viewReq = insights.requests[0];
    assert.equal(viewReq.method, 'POST');
    assert.equal(viewReq.path, '/1/events');
    assert.equal(viewReq.headers['x-algolia-application-id'], 'TESTAPP');
    assert.equal(viewReq.headers['x-algolia-api-key'], 'search-key');
    assert.match(String(viewReq.headers['content-type']), /^application\/json/);
    const views = (viewReq.body as { events: Record<string, unknown>[] }).events;
    assert.deepEqual(
      views.map((e) => (e.objectIDs as string[]).length),
      [20, 10],
    );
    assert.deepEqual(
      views.flatMap((e) => e.objectIDs as string[]),
      shown,
    );
    const userToken = views[0].userToken as string;
    assert.match(userToken, /^anonymous-[0-9a-f-]{32,36}$/);
    assert.equal(await page.evaluate(() => localStorage.getItem('blogctl-insights-user-token')), userToken);
    for (const e of views) {
      assert.equal(e.eventType, 'view');
      assert.equal(e.eventName, 'Items Viewed');
      assert.equal(e.index, INDEX);
      assert.equal(e.userToken, userToken);
      assert.equal(typeof e.timestamp, 'number');
    }

    // Item active: the second result, highlighted by the keyboard.
    await page.keyboard.press('ArrowDown');
    const active = await until('the active event', () => named('Item Active')[0]);
    assert.deepEqual(
      { ...active, timestamp: 0 },
      { eventType: 'view', eventName: 'Item Active', index: INDEX, userToken, objectIDs: [shown[1]], timestamp: 0 },
    );

    // Item selected: Enter opens it; a click after search with the response's queryID and position 2.
    const href = (await page.getAttribute('.search-modal__hit--active a', 'href'))!;
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => decodeURI(u.pathname + u.hash) === href);
    const click = await until('the click event', () => named('Item Selected')[0]);
    assert.equal(s.queryIDs.length, 1);
    assert.match(s.queryIDs[0], /^[0-9a-f]{32}$/);
    assert.deepEqual(
      { ...click, timestamp: 0 },
      {
        eventType: 'click',
        eventName: 'Item Selected',
        index: INDEX,
        userToken,
        objectIDs: [shown[1]],
        queryID: s.queryIDs[0],
        positions: [2],
        timestamp: 0,
      },
    );

    // The next page (client-side navigation): a hover makes an item active, a mouse click selects it.
    await page.waitForSelector('[data-search-modal]', { state: 'detached' });
    // Another query (the client caches answers by request): a new response, a new queryID.
    const again = await openAndSearch(page, 'zebra 条');
    assert.equal(again.length, GROUPS * PER_GROUP);
    await until('the second view batch', () => named('Items Viewed').length === 4);
    await page.hover('#search-item-3');
    const hovered = await until('the hover active event', () =>
      named('Item Active').find((e) => (e.objectIDs as string[])[0] === again[3]),
    );
    assert.equal(hovered.eventType, 'view');
    await page.click('#search-item-3 a');
    const click2 = await until('the second click event', () => named('Item Selected')[1]);
    assert.equal(s.queryIDs.length, 2);
    assert.notEqual(s.queryIDs[1], s.queryIDs[0]);
    assert.deepEqual(
      [click2.objectIDs, click2.positions, click2.queryID, click2.userToken],
      [[again[3]], [4], s.queryIDs[1], userToken],
    );

    // Every request carried the credentials, every one was accepted, nothing reached the console.
    assert.ok(
      insights.requests.every(
        (r) => r.headers['x-algolia-application-id'] === 'TESTAPP' && r.headers['x-algolia-api-key'] === 'search-key',
      ),
    );
    assert.equal(
      insights.events.filter((e) => e.eventName === 'Items Viewed').length,
      4,
      'the list shown twice, two chunks each',
    );
    assert.equal(s.requested.filter((u) => u.endsWith(chunk)).length, 1, 'the chunk is loaded once');
    assert.deepEqual(s.errors, []);
    await page.close();
  });

  it('a failing Insights API never breaks search (at most one warning of ours)', async () => {
    const page = await browser.newPage();
    const warnings: string[] = [];
    const pageErrors: string[] = [];
    page.on('console', (m) => m.text().includes('[blogctl]') && warnings.push(m.text()));
    page.on('pageerror', (e) => pageErrors.push(e.message));
    let refused = 0;
    await page.route(
      (u) => u.hostname === 'insights.algolia.io',
      (route) => {
        refused++;
        return route.abort('connectionrefused');
      },
    );
    await page.route(
      (u) => u.hostname !== 'insights.algolia.io' && /(^|\.)algolia\.(net|io)$/.test(u.hostname),
      (route) => forward(route, search.port),
    );
    await page.goto(on.url + '/');
    await page.waitForFunction(
      () => (window as unknown as { __BLOGCTL_HYDRATED__?: boolean }).__BLOGCTL_HYDRATED__ === true,
    );
    const shown = await openAndSearch(page, 'zebra');
    await until('a refused insights request', () => refused >= 1);
    await page.keyboard.press('ArrowDown');
    await until('the active event attempt', () => refused >= 2);
    const href = (await page.getAttribute('.search-modal__hit--active a', 'href'))!;
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => decodeURI(u.pathname + u.hash) === href);
    await until('the click attempt', () => refused >= 3);
    const again = await openAndSearch(page, 'zebra');
    assert.deepEqual(again, shown, 'search keeps working');
    assert.ok(warnings.length <= 1, warnings.join('\n'));
    assert.deepEqual(pageErrors, []);
    await page.close();
  });
});

describe('search analytics off', () => {
  for (const [name, site] of [
    ['hosted provider, search.insights: false', () => off],
    ['local provider', () => local],
  ] as const) {
    it(`${name}: no insights chunk and no event during the same session`, async () => {
      const before = insights.requests.length;
      const s = await newSession(site());
      const { page } = s;
      const chunk = insightsChunk(site());
      const query = name === 'local provider' ? '凤凰传奇' : 'zebra';
      const shown = await openAndSearch(page, query);
      assert.ok(shown.length > 1);
      await page.keyboard.press('ArrowDown');
      await page.waitForSelector('#search-item-1.search-modal__hit--active');
      await page.hover('#search-item-0');
      await page.waitForSelector('#search-item-0.search-modal__hit--active');
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => u.pathname !== '/');
      // A would-be view batch waits 400 ms: give it twice that before looking (absence only, never a bound).
      await page.waitForTimeout(800);
      assert.ok(!s.requested.some((u) => u.endsWith(chunk)), 'the insights chunk is never loaded');
      assert.ok(!s.providerHosts.includes('insights.algolia.io'), s.providerHosts.join(', '));
      assert.equal(insights.requests.length, before);
      if (name === 'local provider') assert.deepEqual(s.providerHosts, [], 'the local provider asks no hosted service');
      else assert.ok(s.providerHosts.length > 0, 'the hosted provider answered the search');
      assert.deepEqual(s.errors, []);
      await page.close();
    });
  }
});
