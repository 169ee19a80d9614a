// The markdown-extras fixture (issue 32): math rendered by KaTeX at build time with its stylesheet only where
// there is math, mermaid containers, npm2yarn tabs, languages the site never configured, and redirect pages; and
// `check` refusing a redirect to a missing page or over a real one, located in the config.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build, type BuildResult } from '../../src/api/build';
import { check } from '../../src/api/check';
import { fileText, fixtureSite } from '../helpers/site';

const SITE = fixtureSite('markdown-extras');
let result: BuildResult;
const tmp = mkdtempSync(join(tmpdir(), 'blogctl-extras-'));
before(async () => {
  result = await build({ root: SITE, write: false, outDir: join(tmp, 'out') });
  assert.ok(result.ok, JSON.stringify(result.diagnostics));
});
after(() => rmSync(tmp, { recursive: true, force: true }));

const page = (path: string) => fileText(result, path);
const has = (path: string) => result.files?.some((f) => f.path === path) ?? false;
const KATEX_CSS = '<link rel="stylesheet" href="/notes/assets/katex-';

describe('math', () => {
  it('is KaTeX HTML at build time, inline and display, with the site macros', () => {
    const html = page('blog/orbits/index.html');
    assert.match(html, /<span class="katex"><span class="katex-mathml"><math/);
    assert.match(html, /<span class="katex-display">/);
    assert.match(html, /<annotation encoding="application\/x-tex">\\Tau<\/annotation>/);
    assert.match(html, /mathrm.*T/s);
    // \$ and a lone dollar stay text.
    assert.match(html, /A price of \$5 stays text, and so does a lone \$ sign\./);
  });

  it('links KaTeX’s stylesheet (under the baseUrl) only on pages with math, and loads no math script', () => {
    const html = page('blog/orbits/index.html');
    assert.equal(html.split(KATEX_CSS).length - 1, 1);
    assert.doesNotMatch(html, /<script[^>]*katex/i);
    assert.ok(!page('blog/plain/index.html').includes(KATEX_CSS));
    assert.ok(!page('docs/install/index.html').includes(KATEX_CSS));
    // The excerpt on the list page has math before the truncate marker: the list links it too.
    assert.ok(page('blog/index.html').includes(KATEX_CSS));
  });

  it('copies the stylesheet and its fonts into the output', () => {
    const css = result.files!.find((f) => /^assets\/katex-[\d.]+\/katex\.min\.css$/.test(f.path));
    assert.ok(css);
    assert.ok(has(css.path.replace('katex.min.css', 'fonts/KaTeX_Main-Regular.woff2')));
  });

  it('reports a formula KaTeX cannot parse at its line, and shows its source', () => {
    const d = result.diagnostics.filter((x) => x.code === 'MARKDOWN_MATH');
    assert.deepEqual(
      d.map((x) => [x.severity, x.loc?.file.endsWith('2024-05-01-orbits.md'), x.loc?.line]),
      [['warning', true, 19]],
    );
    assert.match(page('blog/orbits/index.html'), /<span class="katex-error"[^>]*>\\frac\{1<\/span>/);
  });
});

describe('mermaid', () => {
  it('writes each diagram as a container with its source, and the page loads the islands script', () => {
    const html = page('blog/pipelines/index.html');
    const blocks = html.match(
      /<div class="mermaid-diagram" data-mermaid=""><pre class="mermaid-diagram__source"><code>[^<]*<\/code><\/pre><\/div>/g,
    );
    assert.equal(blocks?.length, 2);
    assert.match(blocks![0], /Config --&gt; Content --&gt; Routes --&gt; Render/);
    assert.match(html, /<script type="module" src="\/notes\/assets\/js\/islands-[\w-]+\.js"><\/script>/);
  });

  it("writes Docusaurus's @theme/Mermaid component as the same container, from its value", () => {
    const html = page('docs/diagram/index.html');
    assert.match(
      html,
      /<div class="mermaid-diagram" data-mermaid=""><pre class="mermaid-diagram__source"><code>graph LR\n {2}Draft --&gt; Review --&gt; Published<\/code><\/pre><\/div>/,
    );
    assert.match(html, /<script type="module" src="\/notes\/assets\/js\/islands-[\w-]+\.js"><\/script>/);
  });
});

describe('npm2yarn', () => {
  it('makes npm / Yarn / pnpm / bun / custom tabs in the group "npm2yarn", npm shown first', () => {
    const html = page('docs/install/index.html');
    const islands = [...html.matchAll(/data-mdx-island="tabs" data-props="([^"]*)"/g)].map((m) =>
      JSON.parse(m[1].replace(/&quot;/g, '"').replace(/&amp;/g, '&')),
    );
    assert.equal(islands.length, 2);
    for (const props of islands) {
      assert.equal(props.groupId, 'npm2yarn');
      assert.equal(props.defaultValue, 'npm');
      assert.deepEqual(
        props.items.map((i: { value: string; label: string }) => [i.value, i.label]),
        [
          ['npm', 'npm'],
          ['yarn', 'Yarn'],
          ['pnpm', 'pnpm'],
          ['bun', 'bun'],
          ['deno', 'deno'],
        ],
      );
    }
    const panel = (value: string) =>
      new RegExp(
        `data-value="${value}"( hidden="")?><div class="code-block language-bash"[^>]*>(<div class="code-block__title">build</div>)?<pre`,
      );
    assert.match(html, panel('yarn'));
    const text = html.replace(/<[^>]+>/g, '');
    assert.match(text, /yarn add --dev left-pad/);
    assert.match(text, /pnpm add --save-dev left-pad/);
    assert.match(text, /deno add npm: --save-dev left-pad/);
    // The block's other meta stays: its title shows in every tab.
    assert.equal(html.split('<div class="code-block__title">build</div>').length - 1, 5);
  });
});

describe('code languages', () => {
  it('highlights languages the site never configured, with Docusaurus-style aliases, and warns about none', () => {
    const html = page('blog/plain/index.html');
    assert.match(html, /<code class="language-php"><span class="code-line"><span class="token /);
    assert.match(html, /<div class="code-block language-cpp" data-language="c\+\+">/);
    assert.deepEqual(
      result.diagnostics.filter((d) => d.code === 'MARKDOWN_UNKNOWN_LANGUAGE'),
      [],
    );
  });
});

describe('redirects', () => {
  it('writes a page per old path: meta refresh, a link, canonical and noindex, no script', () => {
    const html = page('old/orbits/index.html');
    assert.match(html, /<meta http-equiv="refresh" content="0; url=\/notes\/blog\/orbits">/);
    assert.match(html, /<link rel="canonical" href="https:\/\/extras\.example\/notes\/blog\/orbits">/);
    assert.match(html, /<meta name="robots" content="noindex">/);
    assert.match(html, /<a href="\/notes\/blog\/orbits">/);
    assert.doesNotMatch(html, /<script/);
    for (const from of ['install/index.html', 'setup/index.html'])
      assert.match(page(from), /url=\/notes\/docs\/install"/);
    // fromExtensions: /blog/orbits.html → /blog/orbits.
    // It gets a folder of its own: hosts serve /blog/orbits from blog/orbits.html when there is one.
    assert.match(page('blog/orbits.html/index.html'), /url=\/notes\/blog\/orbits"/);
    assert.ok(!has('blog/orbits.html'));
  });

  it('check refuses a redirect to a missing page and one over a real page, located in the config', async () => {
    const root = join(tmp, 'bad-redirects');
    cpSync(SITE, root, { recursive: true, filter: (p) => !p.includes('.blogctl') });
    const file = join(root, 'blogctl.config.ts');
    const text = readFileSync(file, 'utf8').replace(
      "{ from: '/old/orbits', to: '/blog/orbits' },",
      "{ from: '/old/orbits', to: '/blog/no-such-post' },\n      { from: '/blog/plain', to: '/blog/orbits' },",
    );
    writeFileSync(file, text);
    const lines = text.split('\n');
    const lineOf = (needle: string) => lines.findIndex((l) => l.includes(needle)) + 1;
    const res = await check({ root });
    const got = res.diagnostics
      .filter((d) => d.code.startsWith('REDIRECT_'))
      .map((d) => [d.code, d.severity, d.loc?.file === file, d.loc?.line]);
    assert.deepEqual(got, [
      ['REDIRECT_TARGET_MISSING', 'error', true, lineOf("'/blog/no-such-post'")],
      ['REDIRECT_SHADOWS_PAGE', 'error', true, lineOf("from: '/blog/plain'")],
    ]);
    assert.equal(res.ok, false);
  });
});
