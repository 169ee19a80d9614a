// blogctl as a blogger gets it: the tarball `npm pack` makes (checked for what it carries), installed with npm
// into a fresh folder, then `blogctl init site --lang en` → theme/Footer.tsx and a custom stylesheet → `new` →
// `check` → `build` → `serve` and every page fetched; the API imported in plain Node (no tsx); a consumer's
// `tsc` over the site's config, theme file and an API script under `nodenext` and under `bundler` resolution.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { collectErrors, launchBrowser } from '../helpers/browser';
import { runCli, startCli, WAIT_MS, type CliResult } from '../helpers/cli';
import { packedTarball } from '../helpers/pack';
import { REPO } from '../helpers/site';
import { THEME_INPUT_PATHS } from '../../src/render/theme-inputs';

const exec = promisify(execFile);
/** No tsx and no inherited loader: the installed package must run on plain Node. */
const ENV: NodeJS.ProcessEnv = {
  PATH: process.env.PATH ?? '/usr/bin:/bin',
  HOME: process.env.HOME ?? tmpdir(),
  NO_COLOR: '1',
  FORCE_COLOR: '0',
};
const TSC = join(REPO, 'node_modules', 'typescript', 'bin', 'tsc');
const REACT_TYPES = (
  JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> }
).devDependencies['@types/react'];

let tmp: string;
let install: string;
let site: string;
let tarball: string;
let postPath = '';

/** The tarball's files (paths inside package/) with their sizes. */
async function tarballFiles(): Promise<Map<string, number>> {
  const { stdout } = await exec('tar', ['-tzvf', tarball], { maxBuffer: 8 * 1024 * 1024 });
  const files = new Map<string, number>();
  for (const line of stdout.split('\n').filter(Boolean)) {
    const m = /^\S+\s+\S+\s+(\d+)\s+\S+\s+\S+\s+package\/(.+)$/.exec(line);
    if (m) files.set(m[2], Number(m[1]));
  }
  return files;
}

function blogctl(args: string[], cwd: string): Promise<CliResult> {
  return runCli(args, { command: ['npx', ['--no-install', 'blogctl', ...args]], cwd, env: ENV });
}

function assertClean(res: CliResult): void {
  const out = res.stdout + res.stderr;
  assert.equal(res.code, 0, out);
  assert.doesNotMatch(out, /^\s+at .+:\d+:\d+\)?$/m, `stack trace printed:\n${out}`);
}

/** The pages the served-site test fetches (paths under the site's base), after `new` made `postPath`. */
export function pagesToFetch(): string[] {
  return ['/', '/blog', postPath, '/blog/tags', '/docs', '/about', '/search', '/stats'];
}

/** What every fetched page must show: the site's own footer and its custom stylesheet, and (an en site whose
 *  author wrote English) no Chinese character anywhere, UI strings included. */
export function assertPage(path: string, html: string, css: string): void {
  assert.doesNotMatch(html, /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/, `${path}: Chinese text on the en site`);
  assert.match(html, /<p class="own-footer">Hello from theme\/Footer\.tsx<\/p>/, `${path}: the site's footer`);
  assert.match(html, /<footer class="footer/, `${path}: blogctl's footer, which the site's wraps`);
  const sheet = /<link rel="stylesheet" href="([^"]+)">/.exec(html)?.[1];
  assert.ok(sheet, `${path}: a stylesheet`);
  assert.ok(css.includes('.own-custom-css'), `${path}: the custom CSS is in the page's stylesheet`);
}

const FOOTER = `import { useSite, type FooterProps } from 'blogctl/theme';
import { Footer as BlogctlFooter } from 'blogctl/theme/original/Footer';

export function Footer(props: FooterProps) {
  const site = useSite();
  return (
    <div data-site={site.title}>
      <p className="own-footer">Hello from theme/Footer.tsx</p>
      <BlogctlFooter {...props} />
    </div>
  );
}
`;

/** A page written in React (content/pages/stats.tsx): site data through the hooks, and local state. */
const STATS_PAGE = `import { useState } from 'react';
import { usePosts, useSiteConfig } from 'blogctl/theme';

export const meta = { title: 'Stats', description: 'A page written in React' };

export default function Stats() {
  const config = useSiteConfig();
  const posts = usePosts();
  const [shown, setShown] = useState(false);
  return (
    <section>
      <p className="stats-count">{\`\${config.title} has \${posts.length} posts\`}</p>
      <button type="button" className="stats-toggle" onClick={() => setShown(!shown)}>{shown ? 'Hide titles' : 'Show titles'}</button>
      {shown && <ul className="stats-titles">{posts.map((p) => <li key={p.permalink}>{p.title}</li>)}</ul>}
    </section>
  );
}
`;

const API_SCRIPT = `import { build, check, defineConfig, init, serve, swizzle, type BuildResult, type UserConfig } from 'blogctl';

const config: UserConfig = defineConfig({ title: 'Typed', url: 'https://typed.example' });
export async function run(): Promise<BuildResult> {
  const report = await check({ root: '.' });
  if (report.diagnostics.length > 100) throw new Error(String(config.title));
  void [init, serve, swizzle];
  return build({ root: '.', write: false });
}
`;

before(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'blogctl-pkg-'));
  tarball = await packedTarball();
  install = join(tmp, 'install');
  mkdirSync(install);
  writeFileSync(join(install, 'package.json'), '{ "private": true, "type": "module" }\n');
  // Offline when npm's cache has everything (it does wherever `npm ci` ran for this repo). React's types are what
  // the starter's package.json asks for; Node's are not needed (the declarations name none of its types).
  await exec(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      tarball,
      `@types/react@${REACT_TYPES}`,
    ],
    { cwd: install, env: { ...process.env } },
  );
});

after(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe('the published package (npm pack → npm install → init → build → serve)', () => {
  it('the tarball carries dist/ with types and the theme sources, and no tests, benchmarks, CI files or posts', async () => {
    const files = await tarballFiles();
    for (const f of [
      'bin/blogctl',
      'dist/index.mjs',
      'dist/cli.cjs',
      'dist/theme.mjs',
      'dist/theme/original/Footer.mjs',
      'dist/types/index.d.ts',
      'dist/types/theme.d.ts',
      'dist/types/theme/original/Footer.d.ts',
      'templates/components/Footer.tsx',
      'src/client/main.tsx',
      'README.md',
    ]) {
      assert.ok(files.has(f), `${f} missing from the tarball`);
    }
    const unwanted = [...files.keys()].filter(
      (f) => /^(test|bench|\.ci|content|static|scripts)\//.test(f) || /\.test\.tsx?$/.test(f),
    );
    assert.deepEqual(unwanted, []);
    const pkg = JSON.parse(readFileSync(join(install, 'node_modules', 'blogctl', 'package.json'), 'utf8')) as {
      exports: Record<string, { types: string; import: string }>;
      scripts: Record<string, string>;
    };
    for (const key of ['.', './theme', './theme/original/*'])
      assert.deepEqual(Object.keys(pkg.exports[key]), ['types', 'import'], key);
    // No script of blogctl's runs when it is installed (npm warns of those), and the package is compiled once.
    assert.deepEqual(
      ['preinstall', 'install', 'postinstall', 'prepare'].filter((s) => s in pkg.scripts),
      [],
    );
  });

  it('the tarball holds only what runs: under 5 MB unpacked, no source maps, code cache or other sources', async () => {
    const files = await tarballFiles();
    const bytes = [...files.values()].reduce((a, b) => a + b, 0);
    assert.ok(bytes < 5 * 1000 * 1000, `${bytes} bytes unpacked`);
    // TypeScript sources only where the theme is compiled from at a site's build (THEME_INPUT_PATHS).
    const sources = [...files.keys()].filter(
      (f) =>
        /\.(ts|tsx|mts|cts)$/.test(f) &&
        !f.endsWith('.d.ts') &&
        !/^(templates|src\/client|src\/shared)\//.test(f) &&
        !THEME_INPUT_PATHS.includes(f),
    );
    assert.deepEqual(sources, []);
    // Every input of the theme's key ships, or an install's key never matches the prebuilt theme's.
    for (const p of THEME_INPUT_PATHS)
      assert.ok(
        [...files.keys()].some((f) => f === p || f.startsWith(`${p}/`)),
        `${p} missing from the tarball`,
      );
    assert.deepEqual(
      [...files.keys()].filter((f) => f.endsWith('.map') || f.endsWith('.cache') || f === 'dist/cli.mjs'),
      [],
    );
    // The prebuilt theme's variants keep each file they share once.
    const dir = join(install, 'node_modules', 'blogctl', 'dist', 'theme-bundles');
    const seen = new Map<string, string>();
    for (const f of [...files.keys()].filter((x) => x.startsWith('dist/theme-bundles/') && !x.endsWith('.json'))) {
      const digest = createHash('sha256')
        .update(readFileSync(join(dir, f.slice('dist/theme-bundles/'.length))))
        .digest('hex');
      assert.ok(!seen.has(digest), `${f} is a copy of ${seen.get(digest)}`);
      seen.set(digest, f);
    }
  });

  it('the API and the theme import in plain Node, without tsx', async () => {
    const script = `const api = await import('blogctl'); const theme = await import('blogctl/theme');
console.log(JSON.stringify({ api: ['build', 'check', 'serve', 'init', 'defineConfig', 'swizzle'].map((k) => typeof api[k]), footer: typeof theme.Footer, original: typeof (await import('blogctl/theme/original/Footer')).Footer }));`;
    const { stdout } = await exec(process.execPath, ['--input-type=module', '-e', script], { cwd: install, env: ENV });
    assert.deepEqual(JSON.parse(stdout), { api: Array(6).fill('function'), footer: 'function', original: 'function' });
  });

  it('init → own footer and CSS → new → check → build → serve answers every page', async () => {
    assertClean(await blogctl(['init', 'site', '--lang', 'en'], install));
    site = join(install, 'site');
    mkdirSync(join(site, 'theme'));
    writeFileSync(join(site, 'theme', 'Footer.tsx'), FOOTER);
    mkdirSync(join(site, 'css'));
    writeFileSync(join(site, 'css', 'custom.css'), '.own-custom-css { outline: 3px solid rgb(200, 0, 0); }\n');
    const configFile = join(site, 'blogctl.config.ts');
    const config = readFileSync(configFile, 'utf8');
    assert.match(config, /^ {2}baseUrl: /m);
    writeFileSync(configFile, config.replace(/^( {2}baseUrl: .*)$/m, "$1\n  customCss: ['css/custom.css'],"));
    writeFileSync(join(site, 'content', 'pages', 'stats.tsx'), STATS_PAGE);

    const created = await blogctl(
      ['new', 'Hello packaged world', '--slug', 'hello-packaged', '--tags', 'blogging'],
      site,
    );
    assertClean(created);
    const checked = await blogctl(['check'], site);
    assertClean(checked);
    assert.match(checked.stdout, /0 errors/);
    assertClean(await blogctl(['build'], site));
    assert.ok(readdirSync(join(site, 'build')).includes('index.html'));
    // The new post's URL as the blog list links it (the URL scheme is the blog's business, not this test's).
    postPath =
      /href="([^"]+)"[^>]*>Hello packaged world</.exec(
        readFileSync(join(site, 'build', 'blog', 'index.html'), 'utf8'),
      )?.[1] ?? '';
    assert.match(postPath, /hello-packaged/);

    // The installed launcher itself (npx would not pass Ctrl+C on to it).
    const served = await startCli([], {
      command: [process.execPath, [join(install, 'node_modules', 'blogctl', 'bin', 'blogctl'), 'serve', '--port', '0']],
      cwd: site,
      env: ENV,
    });
    const { url } = served;
    try {
      for (const path of pagesToFetch()) {
        const res = await fetch(url + path);
        assert.equal(res.status, 200, `${path}: ${res.status}`);
        const html = await res.text();
        const sheet = /<link rel="stylesheet" href="([^"]+)">/.exec(html)?.[1] ?? '';
        const css = await (await fetch(url + sheet)).text();
        assertPage(path, html, css);
      }
      // The React page rendered on the server with its hooks' data, and hydrates in Chromium.
      const stats = await (await fetch(url + '/stats')).text();
      // The starter's three posts and the one `new` made.
      assert.match(stats, /class="stats-count">[^<]+ has 4 posts</, 'the React page rendered on the server');
      const browser = await launchBrowser();
      try {
        const page = await browser.newPage();
        const errors = collectErrors(page);
        await page.goto(url + '/stats', { waitUntil: 'networkidle' });
        await page.locator('.stats-toggle').click();
        await page.locator('.stats-titles li', { hasText: 'Hello packaged world' }).waitFor({ timeout: WAIT_MS });
        assert.equal(await page.locator('.stats-toggle').textContent(), 'Hide titles');
        assert.deepEqual(errors, []);
      } finally {
        await browser.close();
      }
    } finally {
      await served.stop();
    }
    assert.doesNotMatch(served.output(), /^\s+at .+:\d+:\d+\)?$/m, served.output());
  });

  for (const [name, options] of [
    ['nodenext', { module: 'nodenext', moduleResolution: 'nodenext' }],
    ['bundler', { module: 'esnext', moduleResolution: 'bundler' }],
  ] as const) {
    it(`a consumer's tsc (${name}, skipLibCheck false) reports nothing for the config, the theme file and the API`, async () => {
      assert.ok(site, 'the init test ran first');
      writeFileSync(join(site, 'api-script.ts'), API_SCRIPT);
      const tsconfig = join(site, `tsconfig.${name}.json`);
      writeFileSync(
        tsconfig,
        JSON.stringify({
          compilerOptions: {
            ...options,
            target: 'es2022',
            strict: true,
            noEmit: true,
            skipLibCheck: false,
            jsx: 'react-jsx',
          },
          include: ['blogctl.config.ts', 'api-script.ts', 'theme'],
        }),
      );
      const res = await exec(process.execPath, [TSC, '-p', tsconfig], { cwd: site, env: ENV }).then(
        (r) => ({ code: 0, out: r.stdout + r.stderr }),
        (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
      );
      assert.equal(res.out.trim(), '');
      assert.equal(res.code, 0);
    });
  }
});
