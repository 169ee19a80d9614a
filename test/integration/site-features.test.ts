// The site features of issue 32 in the built HTML (test/fixtures/sites/site-features): gtag.js with one `config`
// per measurement id (anonymize_ip) and a page view per client-side navigation, Google Tag Manager's loader and
// its <noscript> frame; the comments placeholder on the posts and docs that show comments (not where the front
// matter turns them off, not on lists); the feature config and entry script; nothing of it on a site without
// features, and no analytics in `serve --watch`'s dev build. `blogctl serve` allows exactly these in its CSP.
import assert from 'node:assert/strict';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build, type BuildResult } from '../../src/api/build';
import { loadConfig } from '../../src/config/load-config';
import { siteFeatures } from '../../src/render/site-features';
import { FEATURES_DATA_ID, type FeatureClientConfig } from '../../src/shared/features';
import { buildAndServe, fileText, fixtureSite } from '../helpers/site';

const ROOT = fixtureSite('site-features');
const POST = 'blog/2024/05/02/harbour-walk/index.html';
let result: BuildResult;
let plain: BuildResult;

before(async () => {
  [result, plain] = await Promise.all([
    build({ root: ROOT, write: false }),
    build({ root: fixtureSite('escaping'), write: false }),
  ]);
  assert.ok(result.ok, JSON.stringify(result.diagnostics));
});

const html = (path: string) => fileText(result, path);
const featureConfig = (page: string): FeatureClientConfig => {
  const m = new RegExp(`<script type="application/json" id="${FEATURES_DATA_ID}">(.*?)</script>`).exec(page);
  assert.ok(m, 'the feature config element');
  return JSON.parse(m[1]) as FeatureClientConfig;
};

describe('analytics', () => {
  it('loads gtag.js once, configures each measurement id with anonymize_ip, and counts client navigations', () => {
    const page = html(POST);
    assert.equal(page.match(/googletagmanager\.com\/gtag\/js/g)?.length, 1);
    assert.match(page, /<script async src="https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=G-HARBOUR01"><\/script>/);
    assert.match(page, /gtag\("config","G-HARBOUR01",\{"anonymize_ip":true\}\);gtag\("config","G-HARBOUR02",/);
    assert.match(page, /addEventListener\("blogctl:navigated",function\(\)\{gtag\("event","page_view"/);
    assert.match(page, /<link rel="preconnect" href="https:\/\/www\.google-analytics\.com">/);
  });

  it('adds Google Tag Manager to the head and its <noscript> frame first in the body', () => {
    const page = html('blog/index.html');
    assert.match(page, /gtm\.js\?id=GTM-HRBR42/);
    assert.match(page, /<body>\n<noscript><iframe src="https:\/\/www\.googletagmanager\.com\/ns\.html\?id=GTM-HRBR42"/);
  });

  it('leaves the analytics out of the dev build (serve --watch), as Docusaurus does in development', async () => {
    const config = await loadConfig({ root: ROOT });
    const dev = siteFeatures(config, { dev: true });
    assert.doesNotMatch(dev.head, /googletagmanager|gtag/);
    assert.equal(dev.bodyStart, '');
    // The comments and zoom still work there.
    assert.match(dev.head, new RegExp(FEATURES_DATA_ID));
  });
});

describe('comments', () => {
  it('puts the placeholder between the post and its previous/next links', () => {
    const page = html(POST);
    assert.match(page, /<\/article><div class="comments giscus" data-comments=""><\/div><nav class="pagination-nav/);
  });

  it('shows them on docs (comments.docs), and not where the front matter turns them off, nor on lists', () => {
    assert.match(html('docs/intro/index.html'), /data-comments=""/);
    for (const path of [
      'blog/2024/05/10/quiet-notes/index.html', // comments: false
      'blog/2024/05/20/ferry-times/index.html', // hide_comment: true (comments.frontMatter.hide)
      'blog/index.html',
    ])
      assert.doesNotMatch(html(path), /data-comments/, path);
  });

  it("gives the feature script giscus's data attributes, with the site's locale as its language", () => {
    const { comments } = featureConfig(html(POST));
    assert.deepEqual(comments, {
      host: 'https://giscus.app',
      attributes: {
        repo: 'harbour/notes',
        'repo-id': 'R_harbour01',
        category: 'Comments',
        'category-id': 'DIC_harbour01',
        mapping: 'pathname',
        strict: '0',
        'reactions-enabled': '1',
        'emit-metadata': '0',
        'input-position': 'top',
        lang: 'en',
      },
      theme: 'light',
      darkTheme: 'dark_dimmed',
    });
  });
});

describe('responsive images', () => {
  it('give a local raster image a srcset of its narrower copies and sizes, and keep its size and lazy loading', () => {
    const img = /<img src="\/assets\/images\/harbour-([0-9a-f]{8})\.png"[^>]*>/.exec(html(POST));
    assert.ok(img);
    const h = img[1];
    assert.match(img[0], / width="1600" height="900" /);
    assert.match(
      img[0],
      new RegExp(
        `srcset="/assets/images/harbour-${h}-480w\\.png 480w, /assets/images/harbour-${h}-800w\\.png 800w, /assets/images/harbour-${h}\\.png 1600w"`,
      ),
    );
    assert.match(img[0], / sizes="\(max-width: 996px\) 100vw, 736px" loading="lazy" decoding="async">/);
    // A file of the static folder is no image of the content: left as it is.
    assert.match(
      html(POST),
      /<img src="\/img\/lighthouse\.jpg" alt="The small lighthouse" loading="lazy" decoding="async">/,
    );
  });

  it("write each copy at its width, in the image's format (none wider than the image)", async () => {
    const sharp = (await import('sharp')).default;
    const copies = result.files!.filter((f) => /^assets\/images\/harbour-[0-9a-f]{8}-\d+w\.png$/.test(f.path));
    const meta = await Promise.all(copies.map((f) => sharp(Buffer.from(f.contents)).metadata()));
    assert.deepEqual(
      meta.map((m) => [m.format, m.width, m.height]),
      [
        ['png', 480, 270],
        ['png', 800, 450],
      ],
    );
  });

  it('keep the copies in the site cache: a second build makes none', async () => {
    const dir = join(ROOT, '.blogctl', 'cache', 'images');
    const before = readdirSync(dir).map((f) => [f, statSync(join(dir, f)).mtimeMs]);
    assert.ok(before.length >= 2);
    const again = await build({ root: ROOT, write: false });
    assert.ok(again.ok);
    assert.deepEqual(
      readdirSync(dir).map((f) => [f, statSync(join(dir, f)).mtimeMs]),
      before,
    );
  });
});

describe('feature scripts', () => {
  it('link one entry script on every page, and write its lazy chunks', () => {
    const entry = /<script type="module" src="\/(assets\/js\/features-[\w-]+\.js)"><\/script>/.exec(html(POST))?.[1];
    assert.ok(entry);
    const paths = result.files!.map((f) => f.path);
    assert.ok(paths.includes(entry));
    assert.ok(paths.some((p) => /^assets\/js\/comments-[\w-]+\.js$/.test(p)));
    assert.ok(paths.some((p) => /^assets\/js\/zoom-[\w-]+\.js$/.test(p)));
    assert.deepEqual(featureConfig(html('blog/index.html')).zoom, {
      selector: '.markdown img',
      background: { light: 'rgb(250, 250, 245)', dark: 'rgb(20, 24, 28)' },
      margin: 24,
    });
  });

  it('are absent, with every analytics tag, from a site that configures no feature', () => {
    assert.ok(plain.ok);
    for (const f of plain.files!) {
      if (!f.path.endsWith('.html')) continue;
      const text = f.text();
      assert.doesNotMatch(text, /googletagmanager|gtag|giscus|data-comments|__BLOGCTL_FEATURES__/, f.path);
    }
    assert.ok(!plain.files!.some((f) => /assets\/js\/(features|comments|zoom)-/.test(f.path)));
  });
});

describe('blogctl serve', () => {
  let site: Awaited<ReturnType<typeof buildAndServe>> | undefined;
  after(() => site?.close());

  it("allows the analytics' inline scripts by hash and the giscus and Google origins in its CSP", async () => {
    site = await buildAndServe(ROOT);
    const csp = (await fetch(`${site.url}/blog`)).headers.get('content-security-policy') ?? '';
    const scripts = /script-src ([^;]+)/.exec(csp)?.[1].split(' ') ?? [];
    assert.ok(scripts.includes('https://www.googletagmanager.com'));
    assert.ok(scripts.includes('https://giscus.app'));
    // The gtag and tag manager snippets: two hashes beside the boot script's and the baseUrl banner's.
    assert.equal(scripts.filter((s) => s.startsWith("'sha256-")).length, 4);
    assert.match(csp, /frame-src 'self' https:\/\/www\.googletagmanager\.com https:\/\/giscus\.app/);
    assert.match(csp, /connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
  });
});
