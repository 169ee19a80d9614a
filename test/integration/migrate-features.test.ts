// `blogctl migrate` on a Docusaurus blog with the extras of issue 32 (test/fixtures/sites/docusaurus-features): the
// preset's gtag and googleTagManager become `analytics`, docusaurus-plugin-image-zoom with themeConfig.zoom becomes
// `zoom`, plugin-ideal-image becomes `images.responsive`, a configurePostCss plugin `postcss.plugins`, and Giscus swizzled into BlogPostItem and DocItem/Footer (a site component reading themeConfig.giscus,
// with a light/dark theme map and a front matter field that hides it) becomes `comments`; none of them is left in
// the report, and the migrated site builds with them.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build, type BuildResult } from '../../src/api/build';
import { migrate, type MigrateResult } from '../../src/migrate/migrate';
import { fileText, fixtureSite, REPO } from '../helpers/site';
import { migratedConfig } from '../helpers/migrated-config';

const out = mkdtempSync(join(tmpdir(), 'blogctl-migrate-features-'));
let migrated: MigrateResult;
let built: BuildResult;
after(() => rmSync(out, { recursive: true, force: true }));

before(async () => {
  migrated = await migrate({ site: fixtureSite('docusaurus-features'), out: join(out, 'site') });
  // The site's own install: the PostCSS packages its configurePostCss plugin adds.
  mkdirSync(join(migrated.root, 'node_modules'));
  for (const [name, from] of [
    ['postcss', 'postcss'],
    ['postcss-nested', 'postcss-nested'],
    ['tailwindcss', 'tailwindcss-v3'],
  ])
    symlinkSync(join(REPO, 'node_modules', from), join(migrated.root, 'node_modules', name), 'dir');
  built = await build({ root: migrated.root, write: false });
});

const configOf = migratedConfig;

describe('migrate: analytics, zoom and swizzled Giscus', () => {
  it('translates the preset gtag and googleTagManager into analytics', () => {
    assert.deepEqual(configOf(migrated.root).analytics, {
      gtag: { trackingID: 'G-TIDEPOOL7', anonymizeIP: true },
      googleTagManager: { containerId: 'GTM-TIDE7' },
    });
  });

  it('translates docusaurus-plugin-image-zoom and themeConfig.zoom into zoom', () => {
    assert.deepEqual(configOf(migrated.root).zoom, {
      selector: '.markdown :not(em) > img',
      background: { light: 'rgb(255, 255, 255)', dark: 'rgb(30, 30, 30)' },
      margin: 32,
    });
  });

  it('translates plugin-ideal-image into responsive images: its min/max/steps widths and quality', () => {
    assert.deepEqual(configOf(migrated.root).images, { responsive: { sizes: [640, 1030], quality: 70 } });
  });

  it("translates a configurePostCss plugin of the site's own into postcss.plugins", () => {
    assert.deepEqual(configOf(migrated.root).postcss, { plugins: ['postcss-nested', 'tailwindcss'] });
  });

  it('reads the swizzled Giscus: themeConfig.giscus, the literal props, the theme map, posts and docs, the hiding field', () => {
    assert.deepEqual(configOf(migrated.root).comments, {
      provider: 'giscus',
      repo: 'tidepool/site',
      repoId: 'R_tide01',
      category: 'General',
      categoryId: 'DIC_tide01',
      lang: 'en',
      mapping: 'pathname',
      reactionsEnabled: '1',
      inputPosition: 'top',
      theme: 'light_tritanopia',
      darkTheme: 'dark_tritanopia',
      docs: true,
      frontMatter: { hide: 'no_comments' },
    });
  });

  it('leaves none of them in the report', () => {
    const items = migrated.report.map((r) => r.item);
    assert.deepEqual(
      items.filter((i) =>
        /gtag|googleTagManager|zoom|ideal-image|tailwind|postcss|giscus|BlogPostItem|DocItem/i.test(i),
      ),
      [],
      items.join('\n'),
    );
  });

  it('builds, with the comments where the wrappers showed them and the analytics and zoom on every page', () => {
    assert.ok(built.ok, JSON.stringify(built.diagnostics));
    const post = fileText(built, 'blog/2024/06/01/rock-pools/index.html');
    assert.match(post, /data-comments=""/);
    assert.match(post, /gtag\("config","G-TIDEPOOL7",\{"anonymize_ip":true\}\)/);
    assert.match(post, /"zoom":\{"selector":".markdown :not\(em\) \\u003e img"/);
    assert.match(
      post,
      /srcset="\/assets\/images\/pool-[0-9a-f]{8}-640w-q70\.png 640w, [^"]+-1030w-q70\.png 1030w, [^"]+ 1600w"/,
    );
    assert.doesNotMatch(fileText(built, 'blog/2024/06/08/storm/index.html'), /data-comments/);
    assert.match(fileText(built, 'docs/intro/index.html'), /data-comments=""/);
  });
});
