// A site makes the theme its own: theme/<File>.tsx shadows blogctl's component (server render and client bundle),
// `blogctl swizzle` copies a component there, `customCss` joins the theme stylesheet, `headTags` and `scripts`
// land in every page's head, and the CSP that `serve` sends follows them.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { build, type BuildResult } from '../../src/api/build';
import { serve } from '../../src/api/serve';
import { swizzle, swizzleableComponents } from '../../src/api/swizzle';
import { BlogctlError } from '../../src/errors/blogctl-error';
import { fileText, fixtureSite } from '../helpers/site';

const made: string[] = [];
after(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});

const CONFIG = (extra: string) => `import { defineConfig } from 'blogctl';

export default defineConfig({
  title: 'Theme test',
  url: 'https://theme.example',
${extra}
});
`;

/** A site with the dropdown-nav fixture's content and the given config keys and files. */
function site(extra: string, files: Record<string, string> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'blogctl-theme-'));
  made.push(root);
  cpSync(join(fixtureSite('dropdown-nav'), 'content'), join(root, 'content'), { recursive: true });
  writeFileSync(join(root, 'blogctl.config.ts'), CONFIG(extra));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const WRAPPED_FOOTER = `import { useSite, type FooterProps } from 'blogctl/theme';
import { Footer as Original } from 'blogctl/theme/original/Footer';

export function Footer(props: FooterProps) {
  const site = useSite();
  return (
    <>
      <p className="own-footer">OWN-FOOTER {site.title}</p>
      <Original {...props} />
    </>
  );
}
`;

function clientJs(result: BuildResult): string {
  return (result.files ?? [])
    .filter((f) => f.path.endsWith('.js'))
    .map((f) => f.text())
    .join('\n');
}

function css(result: BuildResult): string[] {
  return (result.files ?? []).filter((f) => f.path.endsWith('.css')).map((f) => f.text());
}

async function built(root: string): Promise<BuildResult> {
  const result = await build({ root, write: false });
  assert.ok(result.ok, JSON.stringify(result.diagnostics, null, 2));
  return result;
}

describe('site theme', () => {
  it('theme/Footer.tsx replaces the footer on the server and in the client bundle, and can wrap the original', async () => {
    const root = site('', { 'theme/Footer.tsx': WRAPPED_FOOTER });
    const result = await built(root);
    const html = fileText(result, 'index.html');
    assert.match(html, /<p class="own-footer">OWN-FOOTER <!-- -->Theme test<\/p>/);
    assert.match(html, /<footer class="footer footer--dark"/, 'the original footer is still rendered inside');
    assert.match(fileText(result, 'blog/index.html'), /OWN-FOOTER/);
    assert.match(clientJs(result), /OWN-FOOTER/, 'the client hydrates with the same component');
  });

  it('an edit of the theme file rebuilds the bundles (the cache key includes it)', async () => {
    const root = site('', { 'theme/Footer.tsx': WRAPPED_FOOTER });
    await built(root);
    writeFileSync(join(root, 'theme', 'Footer.tsx'), WRAPPED_FOOTER.replace('OWN-FOOTER', 'CHANGED-FOOTER'));
    const again = await built(root);
    assert.match(fileText(again, 'index.html'), /CHANGED-FOOTER/);
    assert.doesNotMatch(fileText(again, 'index.html'), /OWN-FOOTER/);
  });

  it('without a theme folder the pages are what they were (no shadowing)', async () => {
    const result = await built(site(''));
    assert.doesNotMatch(fileText(result, 'index.html'), /own-footer/);
  });

  it('swizzle copies a component that builds unchanged, refuses to overwrite, and lists the names it knows', async () => {
    const root = site('');
    const { file } = swizzle({ root, component: 'Navbar' });
    assert.equal(file, join(root, 'theme', 'Navbar.tsx'));
    // The copy imports what it uses of blogctl from 'blogctl/theme' (where the Navbar is the site's own).
    const copy = readFileSync(file, 'utf8');
    assert.ok(copy.includes('aria-label={strings.navbar.main}'));
    writeFileSync(
      file,
      copy.replace('aria-label={strings.navbar.main}', 'aria-label={strings.navbar.main} data-swizzled="yes"'),
    );
    const result = await built(root);
    assert.match(fileText(result, 'index.html'), /data-swizzled="yes"/);
    assert.throws(
      () => swizzle({ root, component: 'Navbar' }),
      (e: unknown) => e instanceof BlogctlError && e.code === 'SWIZZLE_EXISTS' && e.loc?.file === file,
    );
    assert.throws(
      () => swizzle({ root, component: 'Fotter' }),
      (e: unknown) =>
        e instanceof BlogctlError &&
        e.code === 'SWIZZLE_UNKNOWN_COMPONENT' &&
        e.message.includes('Footer, ') &&
        e.message.includes('Navbar'),
    );
    assert.ok(swizzleableComponents().includes('Footer'));
  });

  it('pages and the page frame are shadowed too: a swizzled page builds unchanged, and theme/Layout.tsx wraps the original', async () => {
    const root = site('', {
      'theme/Layout.tsx': `import type { ReactNode } from 'react';
import { Layout as Original } from 'blogctl/theme/original/Layout';

export function Layout({ children }: { children: ReactNode }) {
  return <Original><div className="own-layout">{children}</div></Original>;
}
`,
    });
    const { file } = swizzle({ root, component: 'TagListPage' });
    assert.equal(file, join(root, 'theme', 'TagListPage.tsx'));
    // Its imports (the UI strings, BlogLayout, TagCloud) come from 'blogctl/theme'.
    const source = readFileSync(file, 'utf8');
    assert.ok(source.includes('<h1>{strings.tags.title}</h1>'));
    writeFileSync(
      file,
      source.replace('<h1>{strings.tags.title}</h1>', '<h1 data-swizzled-page="yes">{strings.tags.title}</h1>'),
    );
    const result = await built(root);
    const tags = fileText(result, 'blog/tags/index.html');
    assert.match(tags, /data-swizzled-page="yes"/);
    assert.match(tags, /<div class="own-layout">/);
    assert.match(fileText(result, 'index.html'), /<div class="own-layout">/, 'the frame wraps every page');
    assert.doesNotMatch(fileText(result, 'index.html'), /data-swizzled-page/);
    assert.match(clientJs(result), /data-swizzled-page/, 'the client hydrates with the same page');
    assert.ok(swizzleableComponents().includes('PostPage') && swizzleableComponents().includes('Layout'));
  });

  it('an unknown blogctl/theme/original/<File> is a located bundle error naming the files', async () => {
    const root = site('', {
      'theme/Footer.tsx': `import { Footer as F } from 'blogctl/theme/original/Fotter';\nexport const Footer = F;\n`,
    });
    const result = await build({ root, write: false });
    assert.equal(result.ok, false);
    const d = result.diagnostics.find((x) => x.code === 'RENDER_BUNDLE');
    assert.ok(d, JSON.stringify(result.diagnostics));
    assert.match(d.text, /not a theme module.*Footer/);
    assert.equal(d.loc?.file, join(root, 'theme', 'Footer.tsx'));
    assert.equal(d.loc?.line, 1);
  });

  it('customCss is bundled after the theme CSS into the one stylesheet; a missing file is a located config error', async () => {
    const root = site(`  customCss: ['css/custom.css'],`, { 'css/custom.css': '.own-rule { color: rgb(1, 2, 3); }\n' });
    const result = await built(root);
    const sheets = css(result);
    assert.equal(sheets.length, 1);
    assert.match(sheets[0], /\.own-rule\{color:#010203\}\s*$/, "the site's rules come last");
    assert.match(sheets[0], /\.footer/, 'with the theme CSS');
    const missing = site(`  customCss: ['css/none.css'],`);
    const bad = await build({ root: missing, write: false });
    assert.equal(bad.ok, false);
    const d = bad.diagnostics.find((x) => x.code === 'CONFIG_CUSTOM_CSS_MISSING');
    assert.ok(d, JSON.stringify(bad.diagnostics));
    assert.deepEqual([d.loc?.file, d.loc?.line, d.loc?.column], [join(missing, 'blogctl.config.ts'), 6, 15]);
  });

  it('headTags and scripts are in every page head, and the CSP that serve sends allows exactly them', async () => {
    const inline = 'window.ownFlag = "</x>";';
    const root = site(
      `  baseUrl: '/sub/',
  headTags: [
    { tagName: 'meta', attributes: { name: 'own-meta', content: 'a"b<c' } },
    { tagName: 'link', attributes: { rel: 'stylesheet', href: 'https://fonts.example.net/f.css' } },
    { tagName: 'script', attributes: {}, innerHTML: ${JSON.stringify(inline)} },
  ],
  scripts: ['https://cdn.example.org/a.js', { src: '/js/b.js', defer: true }],`,
    );
    const outDir = join(root, 'build');
    const result = await build({ root, outDir });
    assert.ok(result.ok, JSON.stringify(result.diagnostics));
    for (const page of ['index.html', 'blog/index.html']) {
      const html = readFileSync(join(outDir, page), 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      assert.ok(head.includes('<meta name="own-meta" content="a&quot;b&lt;c">'), head);
      assert.ok(head.includes('<link rel="stylesheet" href="https://fonts.example.net/f.css">'));
      assert.ok(head.includes(`<script>${inline}</script>`));
      assert.ok(head.includes('<script src="https://cdn.example.org/a.js"></script>'));
      assert.ok(head.includes('<script src="/sub/js/b.js" defer></script>'), 'a site path gets the baseUrl');
    }
    const handle = await serve({ root, outDir, port: 0 });
    try {
      const res = await fetch(handle.url);
      const csp = res.headers.get('content-security-policy') ?? '';
      const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src')) ?? '';
      const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
      assert.ok(scriptSrc.includes(hash), scriptSrc);
      assert.ok(scriptSrc.split(' ').includes('https://cdn.example.org'), scriptSrc);
      assert.ok(
        csp
          .split('; ')
          .find((d) => d.startsWith('style-src'))
          ?.split(' ')
          .includes('https://fonts.example.net'),
        csp,
      );
    } finally {
      await handle.close();
    }
  });
});
