// Imported Markdown files ("Importing Markdown", Docusaurus 3; test/fixtures/sites/mdx-partials and
// mdx-partial-cycle): `<Steps />` renders the file where it is used, with the page's pipeline, its links and images
// resolved from its own folder, its headings in the page's TOC with ids unique on the page, and string props read
// as `{props.name}`; files that import each other are a located error; a warm build after an edit of a partial
// only renders the importer again, byte for byte as a cold build does.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build, type BuildResult } from '../../src/api/build';
import { serve } from '../../src/api/serve';
import { editSiteFile, fileText, fixtureSite, warmEqualsCold } from '../helpers/site';

const PAGE = 'docs/guide/brewing/index.html';
let result: BuildResult;
before(async () => {
  result = await build({ root: fixtureSite('mdx-partials'), write: false, cache: false });
});

/** The page's Markdown content (its article body, without the TOC). */
const content = (html: string) => html.slice(html.indexOf('data-slot="content"'), html.indexOf('</article>'));

describe('MDX imports of Markdown files', () => {
  it('renders each partial in place, nested ones too, and one used twice each time with its props', () => {
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics.filter((d) => d.severity === 'error')));
    const html = content(fileText(result, PAGE));
    const order = [
      '开头的话',
      '用 龙井 泡一壶茶',
      '水温八十度',
      '中间的话',
      '春天采茶',
      '用 碧螺春 泡一壶茶',
      '水温八十度',
      '结尾的话',
    ];
    let at = 0;
    for (const text of order) {
      const next = html.indexOf(text, at);
      assert.ok(next !== -1, `${text} after offset ${at}`);
      at = next + text.length;
    }
    // The nested partial's admonition and code block, rendered by the page's pipeline.
    assert.match(html, /admonition-tip[\s\S]*小贴士/);
    assert.match(html, /<span class="token keyword">const<\/span> water/);
    // The partial's front matter is not shown.
    assert.doesNotMatch(html, /ignored front matter|sidebar_position/);
  });

  it("runs a partial's JavaScript with its own imports, resolved from its folder, and each use's props", () => {
    const html = content(fileText(result, PAGE));
    assert.equal((html.match(/水要烧 (?:<[^>]+>)*4(?:<[^>]+>)* 分钟/g) ?? []).length, 2, html);
    // (React's server render puts <!-- --> between text nodes.)
    assert.match(html, /<p class="kettle">龙井(?:<!-- -->)?：(?:<!-- -->)?青瓷杯、白瓷杯<\/p>/);
    assert.match(html, /<p class="kettle">碧螺春(?:<!-- -->)?：(?:<!-- -->)?青瓷杯、白瓷杯<\/p>/);
    assert.deepEqual(
      result.diagnostics.filter((d) => d.code === 'MDX_PARTIAL_JAVASCRIPT'),
      [],
    );
  });

  it("resolves links and images from the partial's own folder, and copies the image", () => {
    const html = content(fileText(result, PAGE));
    assert.match(html, /<a href="\/docs\/guide\/seasons">季节<\/a>/);
    const img = /<img src="\/(assets\/images\/cup-[0-9a-f]+\.png)"/.exec(html);
    assert.ok(img, 'the image of the partial');
    assert.ok(result.files?.some((f) => f.path === img[1]));
  });

  it('puts the headings of the partials used in the TOC in document order, with ids unique on the page', () => {
    const html = fileText(result, PAGE);
    const toc = html.slice(html.indexOf('toc__list'), html.indexOf('</nav>', html.indexOf('toc__list')));
    const ids = [...toc.matchAll(/href="#([^"]+)"/g)].map((m) => decodeURIComponent(m[1]));
    assert.deepEqual(ids, ['准备', '步骤', '准备-1', '季节', '步骤-1', '准备-2', '收尾']);
    const headingIds = [...content(html).matchAll(/<h[1-6] id="([^"]+)"/g)].map((m) => m[1]);
    assert.deepEqual(headingIds, ids);
  });

  it('warns where a partial is used inside a line of text, and does not build partials as pages', () => {
    const warned = result.diagnostics.filter((d) => d.code === 'MDX_IMPORT_MARKDOWN');
    assert.deepEqual(
      warned.map((d) => [d.loc?.file.endsWith('brewing.mdx'), d.loc?.line, d.loc?.column]),
      [[true, 22, 8]],
    );
    assert.ok(!(result.files ?? []).some((f) => /_steps|_tip|_season|steps|tip\//.test(f.path)));
  });
});

describe('MDX imports of Markdown files that import each other', () => {
  it('is an error at the element that closes the cycle, naming the chain; links are located in the partial', async () => {
    const cycle = await build({ root: fixtureSite('mdx-partial-cycle'), write: false, cache: false });
    assert.equal(cycle.ok, false);
    const errors = cycle.diagnostics.filter((d) => d.severity === 'error');
    assert.deepEqual(
      errors.map((d) => [d.code, d.loc?.file.split('/').pop(), d.loc?.line, d.loc?.column]),
      [
        ['LINK_BROKEN', '_second.mdx', 7, 15],
        ['MDX_PARTIAL_CYCLE', '_second.mdx', 5, 1],
      ],
    );
    assert.match(
      errors[1]!.text,
      /content\/docs\/intro\.mdx → content\/docs\/_first\.mdx → content\/docs\/_second\.mdx → content\/docs\/_first\.mdx/,
    );
    // The partial's expression is JavaScript of its own module, not a warning.
    assert.deepEqual(
      cycle.diagnostics.filter((d) => d.code === 'MDX_PARTIAL_JAVASCRIPT'),
      [],
    );
  });
});

describe('a warm build after an edit of a partial', () => {
  let site: string;
  before(() => {
    site = join(mkdtempSync(join(tmpdir(), 'blogctl-partials-')), 'site');
    cpSync(fixtureSite('mdx-partials'), site, { recursive: true });
  });
  after(() => rmSync(join(site, '..'), { recursive: true, force: true }));

  it('renders the importers again (nested partials too), as a cold build does', async () => {
    await warmEqualsCold(site);
    editSiteFile(site, 'content/docs/guide/_shared/_tip.md', (t) => t.replace('水温八十度', '水温九十度'));
    editSiteFile(site, 'src/partials/_season.md', (t) => t.replace('春天采茶', '秋天也采茶'));
    const warm = await warmEqualsCold(site);
    assert.ok(warm.ok);
    const html = readFileSync(join(site, 'build', PAGE), 'utf8');
    assert.match(html, /水温九十度/);
    assert.match(html, /秋天也采茶/);
    assert.doesNotMatch(html, /水温八十度|春天采茶/);
  });
});

describe('a partial that is created after a build that missed it', () => {
  it('is rendered by the next warm build (the missing file was recorded, not the error kept)', async () => {
    const site = join(mkdtempSync(join(tmpdir(), 'blogctl-partials-late-')), 'site');
    try {
      cpSync(fixtureSite('mdx-partials'), site, { recursive: true });
      writeFileSync(
        join(site, 'content/docs/guide/later.mdx'),
        "---\ntitle: 后来补上的\n---\n\nimport Later from './_later.md';\n\n先写页面，再写片段。\n\n<Later />\n",
      );
      const first = await build({ root: site });
      assert.deepEqual(
        first.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code),
        ['MDX_IMPORT_NOT_FOUND'],
      );
      writeFileSync(join(site, 'content/docs/guide/_later.md'), '片段终于写好了。\n');
      await warmEqualsCold(site);
      assert.match(readFileSync(join(site, 'build/docs/guide/later/index.html'), 'utf8'), /片段终于写好了/);
    } finally {
      rmSync(join(site, '..'), { recursive: true, force: true });
    }
  });
});

describe('serve --watch and a partial outside the content folder', () => {
  it('renders the importer again when the partial in src/ is saved', { timeout: 30_000 }, async () => {
    const site = join(mkdtempSync(join(tmpdir(), 'blogctl-partials-watch-')), 'site');
    cpSync(fixtureSite('mdx-partials'), site, { recursive: true });
    let rebuilt: () => void = () => {};
    const handle = await serve({ root: site, watch: true, port: 0, onRebuild: () => rebuilt() });
    try {
      const page = async () => (await fetch(new URL('/docs/guide/brewing', handle.url))).text();
      assert.match(await page(), /春天采茶/);
      const next = new Promise<void>((r) => (rebuilt = r));
      editSiteFile(site, 'src/partials/_season.md', (t) => t.replace('春天采茶', '冬天不采茶'));
      // A save right after the watcher starts can go unseen here: saved again, unchanged, until a rebuild runs.
      const partial = join(site, 'src/partials/_season.md');
      const resave = setInterval(() => writeFileSync(partial, readFileSync(partial)), 1000);
      await next.finally(() => clearInterval(resave));
      assert.match(await page(), /冬天不采茶/);
    } finally {
      await handle.close();
      rmSync(join(site, '..'), { recursive: true, force: true });
    }
  });
});
