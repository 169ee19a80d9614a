// The server render reuses the HTML of subtrees that are the same on many pages (templates/splice.tsx,
// src/render/ssr-entry.tsx): every page must come out exactly as React renders it without that, on every fixture
// site, including the cases where a subtree cannot be reused (it renders nothing) and sites that shadow theme files.
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build, type BuildResult } from '../../src/api/build';
import { buildThemeBundles, compileThemeBundles } from '../../src/render/bundles';
import { loadSsrModule, pageDataOf, type SsrModule } from '../../src/render/render-routes';
import { buildSiteData } from '../../src/render/site-data';
import type { SiteData } from '../../src/shared/page-props';
import type { SpliceTable } from '../../templates/splice';
import { fixtureSite, REPO } from '../helpers/site';

type SplicingSsr = SsrModule & { spliceTable(site: SiteData): SpliceTable & { readonly kept: number } };

const made: string[] = [];
after(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
};

let spliced: SplicingSsr;
let plain: SsrModule;

before(async () => {
  spliced = (await loadSsrModule(
    await buildThemeBundles({ cacheDir: tempDir('blogctl-splice-cache-') }),
  )) as SplicingSsr;
  // The same theme compiled as for a site with a theme folder (a file there that shadows nothing): no splicing.
  const themeDir = tempDir('blogctl-splice-theme-');
  writeFileSync(join(themeDir, 'notes.txt'), 'not a component');
  const bundles = await compileThemeBundles(
    { cacheDir: '', theme: { dir: themeDir, customCss: [] } },
    { dir: join(tempDir('blogctl-splice-plain-'), 'b'), key: 'plain' },
  );
  plain = await loadSsrModule(bundles);
});

async function analysed(root: string): Promise<{ result: BuildResult; site: SiteData }> {
  const result = await build({ root, write: false });
  assert.ok(result.ok, JSON.stringify(result.diagnostics));
  return { result, site: buildSiteData(result.config!, result.graph!, result.table!) };
}

/**
 * Counts the subtrees the renders of `site` put in from kept HTML: a subtree placed in the page whose children
 * were not rendered (the table's place() is wrapped; the pages reach the same table object by context).
 */
function countReuse(site: SiteData): { reused: number } {
  const table = spliced.spliceTable(site);
  const place = table.place.bind(table);
  const count = { reused: 0 };
  table.place = (k, children) => {
    let rendered = false;
    const out = place(k, () => ((rendered = true), children()));
    if (!rendered) count.reused++;
    return out;
  };
  return count;
}

/** Renders every route of the site with both modules (each page twice with the splicing one) and compares. */
async function assertSameBodies(root: string): Promise<{ kept: number; reused: number }> {
  const { result, site } = await analysed(root);
  const count = countReuse(site);
  const routes = result.table!.routes;
  for (const pass of [1, 2]) {
    for (const route of routes) {
      const page = pageDataOf(route);
      assert.equal(
        spliced.renderBody(site, page),
        plain.renderBody(site, page),
        `${root}: ${route.path} (pass ${pass})`,
      );
    }
  }
  return { kept: spliced.spliceTable(site).kept, reused: count.reused };
}

const CONFIG = (extra: string) => `import { defineConfig } from 'blogctl';

export default defineConfig({
  title: '拼接测试站',
  url: 'https://splice.example',
${extra}
});
`;

/** A site with the dropdown-nav fixture's content, this config and these files. */
function site(extra: string, files: Record<string, string> = {}): string {
  const root = tempDir('blogctl-splice-site-');
  cpSync(join(fixtureSite('dropdown-nav'), 'content'), join(root, 'content'), { recursive: true });
  writeFileSync(join(root, 'blogctl.config.ts'), CONFIG(extra));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('spliced subtrees in the server render', () => {
  it('every page of the shipped site is the same as rendered without splicing, and the kept HTML is reused', async () => {
    const stats = await assertSameBodies(REPO);
    assert.ok(stats.kept >= 5, JSON.stringify(stats));
    // Footer, back-to-top and three navbar parts on every page after the first, twice over.
    assert.ok(stats.reused > 5 * 30, JSON.stringify(stats));
  });

  for (const name of [
    'dropdown-nav',
    'sidebars',
    'docusaurus-layout',
    'docusaurus-pages',
    'escaping',
    'system-theme',
    'components',
  ]) {
    it(`every page of the ${name} fixture is the same as rendered without splicing`, async () => {
      await assertSameBodies(fixtureSite(name));
    });
  }

  it('a navbar mixing links, raw HTML, a locale dropdown (alone and inside a dropdown), search and dropdowns renders the same', async () => {
    const root = site(`  i18n: { defaultLocale: 'zh-CN', locales: ['zh-CN'] },
  navbar: {
    title: '拼接',
    items: [
      { to: '/', label: '首页', position: 'left' },
      { type: 'html', value: '<b>测试</b>', position: 'left' },
      { type: 'localeDropdown', position: 'left' },
      { to: '/blog', label: '博客', position: 'left', activeBasePath: '/blog' },
      { type: 'dropdown', label: '更多', position: 'right', items: [{ to: '/docs/intro', label: '文档' }, { type: 'localeDropdown' }] },
      { type: 'dropdown', label: '其他', position: 'right', items: [{ to: '/blog', label: '博客' }, { to: '/', label: '首页' }] },
      { type: 'search', position: 'right' },
      { to: '/docs/intro', label: '文档', position: 'right' },
    ],
  },`);
    const stats = await assertSameBodies(root);
    assert.ok(stats.reused > 0, JSON.stringify(stats));
  });

  it('a subtree that renders nothing (no color-mode switch, search in the navbar items) is rendered in place every time', async () => {
    const root = site(`  colorMode: { disableSwitch: true },
  navbar: { title: '拼接', items: [{ to: '/', label: '首页', position: 'left' }, { type: 'search', position: 'right' }] },`);
    await assertSameBodies(root);
    const { result, site: data } = await analysed(root);
    const home = result.table!.routes.find((r) => r.path === '/')!;
    // The right-hand navbar part is the search item alone, with no empty marker or separator left behind.
    assert.match(
      spliced.renderBody(data, pageDataOf(home)),
      /<div class="navbar__items navbar__items--right"><a class="search-button"[^]*?<\/a><\/div><\/div>/,
    );
  });

  it('a site that shadows a theme file renders without splicing: its component may depend on the page', async () => {
    const root = site(
      `  footer: { links: [{ title: '站内', items: [{ label: '首页', to: '/' }, { label: '博客', to: '/blog' }] }] },`,
      {
        'theme/Link.tsx': `import { useRoute } from 'blogctl/theme';
import { Link as Original, type LinkProps } from 'blogctl/theme/original/Link';

export { useSiteUrl } from 'blogctl/theme/original/Link';

export function Link(props: LinkProps) {
  const { route } = useRoute();
  return <Original {...props} data-from={route} />;
}
`,
      },
    );
    const result = await build({ root, write: false });
    assert.ok(result.ok, JSON.stringify(result.diagnostics));
    const pages = (result.files ?? []).filter((f) => f.path.endsWith('index.html'));
    assert.ok(pages.length > 3);
    for (const f of pages) {
      const footer = /<footer class="footer[^]*<\/footer>/.exec(f.text())?.[0] ?? '';
      const route = /"route":"([^"]*)"/.exec(f.text())?.[1];
      // Every footer link names its own page: none was kept from another page.
      const froms = [...footer.matchAll(/data-from="([^"]*)"/g)].map((m) => m[1]);
      assert.ok(froms.length > 0, f.path);
      assert.ok(
        froms.every((x) => x === route),
        `${f.path}: ${froms.join(', ')} (route ${route})`,
      );
    }
  });
});
