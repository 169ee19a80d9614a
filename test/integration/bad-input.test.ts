// The catalogue of bad input (test/fixtures/bad/<case>/expected.json): check and build report exactly
// the expected diagnostics (code, file, line, column, message, hint), all of them in one run, and a failed
// build leaves the previous output untouched. Cases that cannot live in git are made at test time.
import assert from 'node:assert/strict';
import {
  chmodSync,
  cpSync,
  rmSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { after, describe, it } from 'node:test';
import { build } from '../../src/api/build';
import { check } from '../../src/api/check';
import type { Diagnostic } from '../../src/errors/blogctl-error';
import { loadSsrModule, renderRoutes } from '../../src/render/render-routes';
import { buildThemeBundles } from '../../src/render/bundles';
import { MemorySink } from '../../src/output/sink';
import { OUTPUT_MARKER, OUTPUT_MARKER_TEXT } from '../../src/output/out-dir-guard';
import { REPO, buildShippedSite } from '../helpers/site';

const BAD = join(REPO, 'test', 'fixtures', 'bad');

interface Expected {
  code: string;
  severity: string;
  text: string;
  file?: string;
  line?: number;
  column?: number;
  hint?: string;
}

function normalize(diagnostics: Diagnostic[], root: string): Expected[] {
  return diagnostics
    .map((d) => {
      const e: Expected = { code: d.code, severity: d.severity, text: d.text };
      if (d.loc?.file) e.file = relative(root, d.loc.file);
      if (d.loc?.line) {
        e.line = d.loc.line;
        e.column = d.loc.column;
      }
      if (d.hint) e.hint = d.hint;
      return e;
    })
    .sort((a, b) => `${a.file}:${a.line}:${a.code}`.localeCompare(`${b.file}:${b.line}:${b.code}`));
}

/** Every file of a site copy outside its output folder (and the output's own temp siblings) and cache, with its bytes (as base64). */
function snapshot(site: string): Record<string, string> {
  const out: Record<string, string> = {};
  // Walked by hand so the skipped folders are never entered: a swapped-out build.old-* folder is removed in the
  // background after a successful build and may vanish while it is being listed.
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const rel = relative(site, join(dir, e.name));
      if (/^(build(\.(tmp|old|undo|journal)-[^/]*)?|\.blogctl)(\/|$)/.test(rel)) continue;
      out[rel] = e.isFile() ? readFileSync(join(site, rel)).toString('base64') : e.isDirectory() ? 'dir' : 'other';
      if (e.isDirectory()) walk(join(dir, e.name));
    }
  };
  walk(site);
  return out;
}

/** A writable copy of a fixture (or of the minimal good site) in a temp folder. */
const copies: string[] = [];
after(() => {
  for (const dir of copies) {
    try {
      chmodSync(dir, 0o755);
    } catch {
      // already gone
    }
    rmSync(dir, { recursive: true, force: true });
  }
});

function copySite(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `blogctl-bad-${name}-`));
  copies.push(dir);
  cpSync(join(BAD, name), dir, { recursive: true });
  return dir;
}

describe('bad input catalogue', () => {
  for (const name of readdirSync(BAD)
    .filter((n) => existsSync(join(BAD, n, 'expected.json')))
    .sort()) {
    it(`${name}: check reports exactly the expected diagnostics`, async () => {
      const expected = (JSON.parse(readFileSync(join(BAD, name, 'expected.json'), 'utf8')) as Expected[]).sort((a, b) =>
        `${a.file}:${a.line}:${a.code}`.localeCompare(`${b.file}:${b.line}:${b.code}`),
      );
      const root = join(BAD, name);
      const result = await check({ root });
      assert.deepEqual(normalize(result.diagnostics, root), expected);
      assert.equal(result.ok, !expected.some((e) => e.severity === 'error'));
    });

    it(`${name}: build reports the same and keeps the previous output`, async () => {
      const expected = JSON.parse(readFileSync(join(BAD, name, 'expected.json'), 'utf8')) as Expected[];
      const site = copySite(name);
      mkdirSync(join(site, 'build'));
      writeFileSync(join(site, 'build', 'index.html'), 'previous');
      // The previous output carries blogctl's marker, as every output does (a folder without it is refused).
      writeFileSync(join(site, 'build', OUTPUT_MARKER), OUTPUT_MARKER_TEXT);
      const sources = snapshot(site);
      const result = await build({ root: site });
      const got = normalize(result.diagnostics, site);
      for (const e of expected)
        assert.ok(
          got.some((g) => g.code === e.code && g.file === e.file && g.line === e.line && g.text === e.text),
          `build misses ${e.code} ${e.file}:${e.line}\n${JSON.stringify(got, null, 2)}`,
        );
      const hasErrors = expected.some((e) => e.severity === 'error');
      assert.equal(result.ok, !hasErrors);
      if (hasErrors) {
        assert.equal(readFileSync(join(site, 'build', 'index.html'), 'utf8'), 'previous');
        assert.deepEqual(readdirSync(join(site, 'build')).sort(), [OUTPUT_MARKER, 'index.html']);
      }
      // Nothing was written beside the output folder (a slug or permalink with ".." must not escape it).
      assert.deepEqual(snapshot(site), sources);
    });
  }
});

describe('bad input made at test time', () => {
  const base = () => copySite('unknown-language');

  it('a Markdown file over the size limit is reported, not parsed', async () => {
    const site = base();
    const file = join(site, 'content/blog/2024-05-01-巨大.md');
    writeFileSync(file, '---\ntitle: 巨大\n---\n\n' + '很长的一段文字。'.repeat((20 * 1024 * 1024) / 24));
    const result = await check({ root: site });
    const d = result.diagnostics.find((x) => x.code === 'CONTENT_TOO_LARGE');
    assert.ok(d, JSON.stringify(result.diagnostics));
    assert.equal(d.loc?.file, file);
    assert.match(d.text, /^The file is 20\.0 MB; the limit for one content file is 8 MB\.$/);
  });

  it('a symbolic link loop in content/ is reported with its path', async () => {
    const site = base();
    symlinkSync('..', join(site, 'content/blog/loop'));
    const result = await check({ root: site });
    assert.equal(result.ok, false);
    const d = result.diagnostics.find((x) => x.code === 'CONTENT_SYMLINK_LOOP');
    assert.ok(d, JSON.stringify(result.diagnostics));
    assert.match(d.text, /loop/);
  });

  it('an unreadable file is reported with its path (a dangling link, and chmod 000 when not root)', async () => {
    const site = base();
    symlinkSync(join(site, 'nowhere.md'), join(site, 'content/blog/2024-06-01-断开.md'));
    if (process.getuid?.() !== 0) {
      const locked = join(site, 'content/blog/2024-06-02-锁住.md');
      writeFileSync(locked, '---\ntitle: 锁住\n---\n');
      chmodSync(locked, 0);
    }
    const result = await check({ root: site });
    const unreadable = result.diagnostics.filter((x) => x.code === 'CONTENT_READ');
    assert.ok(
      unreadable.some((d) => d.loc?.file?.endsWith('2024-06-01-断开.md')),
      JSON.stringify(result.diagnostics),
    );
    if (process.getuid?.() !== 0)
      assert.ok(unreadable.some((d) => d.loc?.file?.endsWith('2024-06-02-锁住.md') && /EACCES/.test(d.text)));
  });

  it('a template that throws names the route and the component, and other routes still render', async () => {
    const shipped = await buildShippedSite();
    const bundles = await buildThemeBundles({ cacheDir: join(REPO, '.blogctl', 'cache') });
    const ssr = await loadSsrModule(bundles);
    const post = shipped.table!.routes.find((r) => r.props.kind === 'post')!;
    const about = shipped.table!.routes.find((r) => r.path === '/about')!;
    // Break one route's props the way a bad template assumption would meet them: tags missing.
    const broken = {
      ...post,
      props: { ...post.props, post: { ...(post.props as { post: object }).post, tags: undefined } },
    } as unknown as typeof post;
    const sink = new MemorySink();
    const diagnostics = await renderRoutes([broken, about], {
      ctx: {
        site: (await import('../../src/render/site-data')).buildSiteData(
          shipped.config!,
          shipped.graph!,
          shipped.table!,
        ),
        bundles,
        ssr,
      },
      sink,
    });
    assert.equal(diagnostics.length, 1);
    assert.equal(diagnostics[0].code, 'RENDER_TEMPLATE');
    assert.match(diagnostics[0].text, new RegExp(`^Rendering ${post.path} failed in component <[A-Z]\\w+>: `));
    assert.ok(sink.files.has('about/index.html'));
  });
});
