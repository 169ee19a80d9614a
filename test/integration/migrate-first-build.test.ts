// `blogctl migrate` runs a first build and leaves out of the config what fails in it and belongs to one item (issue
// 30): a React page importing a Docusaurus module blogctl does not provide (pages.exclude), an MDX post importing a
// component that is not there (blog.exclude), and docs using a plugin's theme module or a component that imports an
// unprovided module (docs.exclude), a swizzled MDXComponents entry whose component cannot compile
// (mdxComponents.exclude), and a social card that is not in the static folder (image). Each is listed in
// blogctl-migration.md with its file and the diagnostic; `blogctl build` then exits 0 and builds everything else.
// Fixtures: test/fixtures/sites/migrate-first-build.
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { after, describe, it } from 'node:test';
import { runCli } from '../helpers/cli';
import { fixtureSite } from '../helpers/site';

const tmp = mkdtempSync(join(tmpdir(), 'blogctl-migrate-first-build-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

/** A temp copy of one fixture site, migrated in place with the CLI; its report and config. */
async function migrated(name: string): Promise<{ root: string; report: string; config: string; before: string[] }> {
  const root = join(tmp, name);
  cpSync(join(fixtureSite('migrate-first-build'), name), root, { recursive: true });
  const before = files(root);
  const res = await runCli(['migrate', root]);
  assert.equal(res.code, 0, res.stdout + res.stderr);
  const read = (f: string) => readFileSync(join(root, f), 'utf8');
  return { root, report: read('blogctl-migration.md'), config: read('blogctl.config.ts'), before };
}

/** The site's files, relative, outside .blogctl/. */
function files(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)).split('\\').join('/'))
    .filter((f) => !f.startsWith('.blogctl/'))
    .sort();
}

/** The report's "Left out of the first build" table rows. */
function leftOut(report: string): string[] {
  const section = report.split('## Left out of the first build')[1] ?? '';
  return section.split('\n').filter((l) => /^\| `/.test(l));
}

async function buildsClean(root: string): Promise<void> {
  const res = await runCli(['build', '--cwd', root, '--quiet']);
  assert.equal(res.code, 0, res.stdout + res.stderr);
}

describe('migrate: a first build that passes', () => {
  it('leaves out a React page that imports an unprovided Docusaurus module, and keeps the other page', async () => {
    const { root, report, config, before } = await migrated('unsupported-page');
    // The trial wrote nothing of the site but blogctl's two files (its caches are in .blogctl/).
    assert.deepEqual(files(root), [...before, 'blogctl-migration.md', 'blogctl.config.ts'].sort());
    assert.match(config, /"exclude": \[\s*"gallery\.jsx"\s*\]/);
    const rows = leftOut(report);
    assert.equal(rows.length, 1, report);
    assert.match(
      rows[0]!,
      /^\| `src\/pages\/gallery\.jsx` \| .*@docusaurus\/plugin-content-docs\/client.*SITE_DOCUSAURUS_MODULE at src\/pages\/gallery\.jsx:2:32/,
    );
    assert.match(rows[0]!, /pages\.exclude/);
    await buildsClean(root);
    assert.ok(existsSync(join(root, 'build', 'about', 'index.html')) || existsSync(join(root, 'build', 'about.html')));
    assert.ok(!existsSync(join(root, 'build', 'gallery')));
    assert.ok(
      existsSync(join(root, 'build', 'blog', 'first-walk', 'index.html')) ||
        files(root).some((f) => /build\/blog\/.*first-walk/.test(f)),
    );
  });

  it('leaves out an MDX post that cannot compile, and nothing that builds', async () => {
    const { root, report, config } = await migrated('bad-mdx');
    const rows = leftOut(report);
    assert.equal(rows.length, 1, report);
    assert.match(rows[0]!, /^\| `blog\/2024-05-01-chart\.mdx` \| .*blog\.exclude/);
    assert.match(config, /"exclude": \[\s*"2024-05-01-chart\.mdx"\s*\]/);
    await buildsClean(root);
    const built = files(root).filter((f) => f.startsWith('build/'));
    assert.ok(
      built.some((f) => /plain/.test(f)),
      built.join('\n'),
    );
    assert.ok(!built.some((f) => /chart/.test(f)), built.join('\n'));
    assert.ok(
      built.some((f) => /^build\/guide\//.test(f)),
      built.join('\n'),
    );
  });

  it("leaves out the docs that use an unknown plugin's theme module or a component that cannot compile", async () => {
    const { root, report } = await migrated('unknown-plugin');
    assert.match(report, /\| `plugins\[0\] docusaurus-plugin-quiz` \|/);
    // A swizzle under src/theme is reported as what it is: blogctl overrides its own components from theme/.
    assert.match(report, /\| `src\/theme\/DocCard\/index\.jsx` \| .*theme\/ folder.*`blogctl swizzle <Component>`/);
    const rows = leftOut(report);
    assert.deepEqual(rows.map((r) => /^\| `([^`]+)`/.exec(r)![1]).sort(), ['docs/cards.mdx', 'docs/quiz.mdx']);
    // A doc left out for a component it imports names the component where the build failed.
    assert.match(
      rows.find((r) => r.includes('cards.mdx'))!,
      /It imports src\/components\/Cards\.jsx.*src\/components\/Cards\.jsx:1:\d+/,
    );
    await buildsClean(root);
    assert.ok(existsSync(join(root, 'build', 'index.html')));
  });

  it("leaves out a further blog instance's post that fails, in that instance's exclude", async () => {
    const { root, report, config } = await migrated('instance-missing-image');
    const rows = leftOut(report);
    assert.equal(rows.length, 1, report);
    assert.match(
      rows[0]!,
      /^\| `notes\/2024-06-02-film\.md` \| Left out of the build \(`blogInstances\[0\]\.exclude`\)/,
    );
    assert.match(config, /"exclude": \[\s*"2024-06-02-film\.md"\s*\]/);
    await buildsClean(root);
    assert.ok(existsSync(join(root, 'build', 'notes', '2024', '06', '03', 'tea', 'index.html')));
  });

  it('leaves out a social card (themeConfig.image) that is not in the static folder', async () => {
    const { root, report, config } = await migrated('missing-card');
    const rows = leftOut(report);
    assert.equal(rows.length, 1, report);
    assert.match(rows[0]!, /^\| `image: "\/img\/social-card\.png"` \| Left out of the config: .*IMAGE_MISSING/);
    assert.doesNotMatch(config, /social-card/);
    await buildsClean(root);
  });

  it('leaves out a favicon and a navbar logo that are not in the static folder, and the title stays', async () => {
    const { root, report, config } = await migrated('missing-logo');
    const rows = leftOut(report);
    assert.deepEqual(rows.map((r) => /^\| `([^`]+)`/.exec(r)![1]).sort(), [
      'favicon: "/img/favicon.ico"',
      'navbar.logo: "/img/logo.svg"',
    ]);
    assert.ok(
      rows.every((r) => /IMAGE_MISSING/.test(r)),
      report,
    );
    assert.doesNotMatch(config, /logo\.svg|favicon\.ico/);
    await buildsClean(root);
    const home = readFileSync(join(root, 'build', 'index.html'), 'utf8');
    assert.match(home, />观鸟</);
    assert.doesNotMatch(home, /logo\.svg|favicon\.ico/);
  });

  it('leaves out the entry of a swizzled MDXComponents file whose component cannot compile, not the posts using it', async () => {
    const { root, report, config } = await migrated('bad-swizzle');
    const rows = leftOut(report);
    assert.equal(rows.length, 1, report);
    assert.match(
      rows[0]!,
      /^\| `src\/theme\/MDXComponents\.js: Zoom` \| .*mdxComponents\.exclude.*@docusaurus\/theme-common\/internal/,
    );
    assert.match(config, /"mdxComponents": \{\s*"exclude": \[\s*"Zoom"\s*\]/);
    await buildsClean(root);
    const posts = files(root).filter((f) => /^build\/blog\/\d{4}\/.*index\.html$/.test(f));
    assert.equal(posts.length, 2, posts.join('\n'));
  });

  it('leaves out a doc its sidebar names and a page whose own _components card fails, and the sidebar shows the rest', async () => {
    const { root, report } = await migrated('left-out-in-sidebar');
    const rows = leftOut(report);
    assert.deepEqual(rows.map((r) => /^\| `([^`]+)`/.exec(r)![1]).sort(), [
      'docs/guide/overview.mdx',
      'navbar.items[0]',
      'src/pages/friends/index.jsx',
    ]);
    assert.match(
      rows.find((r) => r.includes('friends'))!,
      /It imports src\/pages\/friends\/_components\/Card\.jsx, .*card-classes-not-installed/,
    );
    assert.doesNotMatch(report, /still fails/);
    const res = await runCli(['build', '--cwd', root]);
    assert.equal(res.code, 0, res.stdout + res.stderr);
    const out = res.stdout + res.stderr;
    assert.match(
      out,
      /sidebars\.js:7:\d+ +warning +The link of category "Gear" .*"guide\/gear-overview" \(docs\/guide\/overview\.mdx\), which docs\.exclude leaves out/,
    );
    assert.match(out, /sidebars\.js:14:\d+ +warning +notes\[2\]\.items\[0\]: the docs have no folder "later"/);
    const packing = readFileSync(join(root, 'build', 'docs', 'guide', 'packing', 'index.html'), 'utf8');
    assert.match(packing, />Gear</);
    assert.doesNotMatch(packing, />Later trips</);
    assert.ok(existsSync(join(root, 'build', 'about', 'index.html')));
    assert.ok(!existsSync(join(root, 'build', 'friends')));
    assert.doesNotMatch(packing, />Friends</);
    assert.match(packing, /href="\/about"[^>]*>About</);
  });

  it('leaves out the pages importing a page that still fails once it is left out, and keeps the others', async () => {
    const { root, report, config } = await migrated('page-imports-page');
    const rows = leftOut(report);
    assert.deepEqual(rows.map((r) => /^\| `([^`]+)`/.exec(r)![1]).sort(), [
      'src/pages/components/Badge.jsx',
      'src/pages/index.jsx',
    ]);
    assert.match(
      rows.find((r) => r.includes('index.jsx'))!,
      /It imports src\/pages\/components\/Badge\.jsx, .*badge-classes-not-installed/,
    );
    assert.doesNotMatch(report, /still fails/);
    assert.match(config, /"exclude": \[\s*"components\/Badge\.jsx",\s*"index\.jsx"\s*\]/);
    await buildsClean(root);
    assert.ok(existsSync(join(root, 'build', 'about', 'index.html')));
    assert.ok(!existsSync(join(root, 'build', 'components')));
  });

  it('leaves out PostCSS plugins that cannot run where postcss is not installed, and the site builds', async () => {
    const { root, report, config } = await migrated('no-postcss');
    const rows = leftOut(report);
    assert.equal(rows.length, 1, report);
    assert.match(
      rows[0]!,
      /^\| `postcss\.plugins: tailwindcss, autoprefixer` \| Left out of the build: .*POSTCSS_MISSING/,
    );
    assert.doesNotMatch(report, /still fails/);
    assert.match(config, /"postcss": \{\s*"plugins": \[\]\s*\}/);
    await buildsClean(root);
    assert.ok(
      existsSync(join(root, 'build', 'blog', 'pencils', 'index.html')) || files(root).some((f) => /pencils/.test(f)),
    );
  });
});
