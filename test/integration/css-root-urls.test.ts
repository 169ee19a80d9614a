// Server-relative url()s in a site's stylesheets (`url(/img/hero.png)` in customCss or a React page's CSS
// module), as migrated Docusaurus sites write them: resolved under the static folders, then the site folder, as
// Docusaurus's bundler resolves them (resolve.roots), and bundled like a relative url(). One that names no file is
// an error located in the stylesheet, naming where it was looked for.
import assert from 'node:assert/strict';
import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { build } from '../../src/api/build';
import { miniSite, post, removeMiniSites } from '../helpers/mini-site';
import { fileDigests } from '../helpers/site';

after(removeMiniSites);

/** Eight bytes that are not an image: the bundler copies them as they are. */
const PIXEL = '\u0089PNG\r\n\u001a\n';

const SITE = {
  'content/blog/2024-05-01-hello.md': post({ title: '你好' }),
  'static/img/hero.png': PIXEL,
  'assets/banner.png': PIXEL,
  'src/pages/index.jsx':
    "import styles from './index.module.css';\nexport default function Home() {\n  return <main className={styles.hero}>首页</main>;\n}\n",
  'src/pages/index.module.css': '.hero { background: url(/img/hero.png); }\n',
};

function siteWith(css: string) {
  return miniSite({ ...SITE, 'src/css/custom.css': css }).root;
}

const config = {
  title: '测试站',
  url: 'https://example.com',
  customCss: ['./src/css/custom.css'],
  pages: { path: './src/pages' },
};

describe('server-relative url() in stylesheets', () => {
  it('resolves /img/x.png under static/ and /assets/x.png under the site folder, in customCss and a CSS module', async () => {
    const root = siteWith(
      '.a { background: url(/img/hero.png); }\n.b { background: url("/assets/banner.png?v=2"); }\n',
    );
    const result = await build({ root, config, write: false, cache: false });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics.filter((d) => d.severity === 'error')));
    const css = result.files!.filter((f) => f.path.endsWith('.css')).map((f) => f.text());
    const media = result.files!.map((f) => f.path).filter((p) => p.startsWith('assets/media/'));
    const hero = media.find((p) => /^assets\/media\/hero-[A-Z0-9]+\.png$/.test(p));
    const banner = media.find((p) => /^assets\/media\/banner-[A-Z0-9]+\.png$/.test(p));
    assert.ok(hero && banner, media.join('\n'));
    const theme = css.find((t) => t.includes('banner-'))!;
    assert.ok(theme.includes(`url("../media/${hero.slice('assets/media/'.length)}")`), theme);
    assert.ok(theme.includes(`url("../media/${banner.slice('assets/media/'.length)}?v=2")`), theme);
    assert.ok(
      css.some((t) => t !== theme && t.includes(`../media/${hero.slice('assets/media/'.length)}`)),
      'the CSS module',
    );
    assert.equal(new TextDecoder().decode(result.files!.find((f) => f.path === hero)!.contents), PIXEL);
  });

  for (const [what, files] of [
    ['customCss alone', { 'src/css/custom.css': '.a { background: url(/img/hero.png); }\n' }],
    [
      "customCss and a React page's CSS module",
      { ...SITE, 'src/css/custom.css': '.a { background: url(/img/hero.png); }\n' },
    ],
  ] as const)
    it(`takes the file as it is now on a warm build (${what}): the output is a cold build's after the image changes`, async () => {
      const { root } = miniSite({
        'content/blog/2024-05-01-hello.md': post({ title: '你好' }),
        'static/img/hero.png': PIXEL,
        ...files,
      });
      assert.ok((await build({ root, config })).ok);
      writeFileSync(join(root, 'static/img/hero.png'), `${PIXEL}换了一张图`);
      const warm = await build({ root, config });
      assert.ok(warm.ok, JSON.stringify(warm.diagnostics));
      // Cold: without the site's cache folder (`cache: false` alone still compiles the theme into it).
      renameSync(join(root, '.blogctl'), join(root, '.blogctl-warm'));
      assert.ok((await build({ root, config, outDir: 'cold', cache: false })).ok);
      const [a, b] = [fileDigests(join(root, 'build')), fileDigests(join(root, 'cold'))];
      assert.deepEqual([...a.keys()].sort(), [...b.keys()].sort());
      for (const [path, digest] of b) assert.equal(a.get(path), digest, `warm and cold differ: ${path}`);
    });

  it('refuses one that names no file, located in the stylesheet', async () => {
    const root = siteWith('.a { color: red; }\n.b { background: url(/img/gone.png); }\n');
    const result = await build({ root, config, write: false, cache: false });
    assert.equal(result.ok, false);
    const d = result.diagnostics.find((x) => x.severity === 'error')!;
    assert.equal(d.code, 'RENDER_BUNDLE');
    assert.match(d.text, /Could not resolve "\/img\/gone\.png": no such file under .*static/);
    assert.deepEqual([d.loc?.file.endsWith('custom.css'), d.loc?.line, d.loc?.column], [true, 2, 18]);
  });
});
