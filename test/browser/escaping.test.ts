// Real Chromium against a fixture site whose titles, descriptions, tag labels and author names hold markup,
// quotes, `</script>` and U+2028: nothing becomes an element or runs, page data and JSON-LD still parse, and
// the text shows as text, on first load and after client-side navigation.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser';
import { buildAndServe, fixtureSite } from '../helpers/site';

let browser: Browser;
let site: Awaited<ReturnType<typeof buildAndServe>>;

before(async () => {
  browser = await launchBrowser();
  site = await buildAndServe(fixtureSite('escaping'));
});
after(async () => {
  await browser?.close();
  await site?.close();
});

const PAGES = [
  '/',
  '/blog',
  '/blog/escaping',
  '/blog/plain',
  '/blog/archive',
  '/blog/tags',
  '/blog/tags/xss',
  '/blog/authors',
  '/blog/authors/evil',
  '/docs/intro',
];

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  // The fixture ships no favicon; Chromium asks for one anyway.
  page.on(
    'console',
    (m) =>
      m.type() === 'error' &&
      !m.location().url.endsWith('/favicon.ico') &&
      errors.push(`${m.text()} (${m.location().url})`),
  );
  await page.goto(site.url + path);
  await page.waitForFunction(
    () => (window as unknown as { __BLOGCTL_HYDRATED__?: boolean }).__BLOGCTL_HYDRATED__ === true,
  );
  return { page, errors };
}

/** Everything that would show an injection on the current document; an empty list when there is none. */
function injections(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const found: string[] = [];
    if ((window as unknown as { __pwned?: unknown }).__pwned !== undefined)
      found.push(`__pwned = ${(window as unknown as { __pwned?: unknown }).__pwned}`);
    for (const s of Array.from(document.scripts)) {
      if (/__pwned/.test(s.textContent ?? '') && s.type !== 'application/json' && s.type !== 'application/ld+json')
        found.push(`script: ${s.outerHTML.slice(0, 120)}`);
      if (s.type === 'application/json' || s.type === 'application/ld+json') {
        try {
          JSON.parse(s.textContent ?? '');
        } catch (e) {
          found.push(`${s.id || s.type} does not parse: ${e}`);
        }
      }
    }
    for (const el of Array.from(document.querySelectorAll('[onerror], [onload], img[src="x"], svg'))) {
      if (el.hasAttribute('onerror') || el.hasAttribute('onload') || el.getAttribute('src') === 'x')
        found.push(`element: ${el.outerHTML.slice(0, 120)}`);
    }
    // The route's HTML as the client router fetches it: its embedded route data (the last data script, ended
    // by the first `</script>` after it) must parse whole, holding no `<` that could end it early.
    const res = await fetch(location.pathname.replace(/\/?$/, '/'));
    const html = await res.text();
    const open = '<script id="__BLOGCTL_DATA__" type="application/json">';
    const at = html.lastIndexOf(open);
    if (!res.ok || at === -1) found.push(`the route's HTML (${res.status}) embeds no route data`);
    else {
      const text = html.slice(at + open.length, html.indexOf('</script>', at));
      if (text.includes('<')) found.push('the embedded route data holds a raw <');
      try {
        JSON.parse(text);
      } catch (e) {
        found.push(`the fetched route data does not parse: ${e}`);
      }
    }
    return found;
  });
}

describe('escaping of user text', () => {
  it('no page runs or builds anything from titles, descriptions, tag labels or author names', async () => {
    for (const path of PAGES) {
      const { page, errors } = await open(path);
      assert.deepEqual(await injections(page), [], path);
      assert.deepEqual(errors, [], path);
      await page.close();
    }
  });

  it('shows the text as text: post title, description meta, tag label, author name', async () => {
    const { page } = await open('/blog/escaping');
    assert.match(
      (await page.textContent('h1'))!,
      /<script>window\.__pwned=7<\/script>标题 "双引号" 'single' <\/script><script>window\.__pwned=8<\/script> \u2028 end/,
    );
    assert.match(await page.title(), /<script>window\.__pwned=7<\/script>标题/);
    assert.match(
      (await page.getAttribute('meta[name="description"]', 'content'))!,
      /<img src=x onerror="window\.__pwned=9">/,
    );
    const body = (await page.textContent('body'))!;
    assert.match(body, /<script>window\.__pwned=5<\/script>标签/);
    assert.match(body, /Eve <script>window\.__pwned=2<\/script> "quoted"/);
    await page.close();
  });

  it('client-side navigation between the pages injects nothing either', async () => {
    const { page, errors } = await open('/blog');
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    for (const [selector, path] of [
      ['a[href$="/blog/escaping"]', '/blog/escaping'],
      ['a[href$="/blog/tags/xss"]', '/blog/tags/xss'],
      ['a[href$="/blog/authors/evil"]', '/blog/authors/evil'],
    ]) {
      await page.click(`${selector}:visible`);
      await page.waitForURL((u) => u.pathname.replace(/\/$/, '') === path);
      await page.waitForSelector('h1');
      assert.deepEqual(await injections(page), [], path);
      assert.equal(
        await page.evaluate(() => (window as unknown as { __marker?: number }).__marker),
        1,
        `${path}: client-side, no full load`,
      );
    }
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('the search page shows a markup query as text', async () => {
    for (const q of ['<script>window.__pwned=13</script>', '</script><img src=x onerror="window.__pwned=14">']) {
      const { page, errors } = await open('/search?q=' + encodeURIComponent(q));
      await page.waitForSelector('[data-search-page-status="done"]');
      assert.deepEqual(await injections(page), [], q);
      assert.ok((await page.textContent('.search-page h1'))!.includes(q), (await page.textContent('.search-page h1'))!);
      assert.deepEqual(errors, [], q);
      await page.close();
    }
  });
});
