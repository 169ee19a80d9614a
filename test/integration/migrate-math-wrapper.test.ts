// `blogctl migrate` on a site that passes rehype-mathjax its options through a function of its own
// (test/fixtures/sites/migrate-math-wrapper): migrate calls the function while evaluating the config, with the
// package replaced by a recorder, and carries the tex.macros it passed into math.macros. The report no longer says
// the options were not read, and the built post and doc render the formulas using the macros as SVG, with no warning.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build, type BuildResult } from '../../src/api/build';
import { migrate, type MigrateResult } from '../../src/index';
import { migratedConfig } from '../helpers/migrated-config';
import { fileText, fixtureSite } from '../helpers/site';

const tmp = mkdtempSync(join(tmpdir(), 'blogctl-migrate-math-wrapper-'));
const root = join(tmp, 'site');
let migrated: MigrateResult;
let built: BuildResult;
before(async () => {
  cpSync(fixtureSite('migrate-math-wrapper'), root, { recursive: true });
  migrated = await migrate({ site: root });
  built = await build({ root, write: false, outDir: join(tmp, 'out'), cache: false });
});
after(() => rmSync(tmp, { recursive: true, force: true }));

describe('migrate: rehype-mathjax options passed through a function of the site', () => {
  it('carries the macros the function passed into math.macros', () => {
    assert.equal(migrated.configRead.mode, 'evaluated');
    assert.deepEqual(migratedConfig(root).math, {
      enabled: true,
      renderer: 'mathjax',
      macros: {
        '\\boldsf': '\\boldsymbol{\\mathsf{#1}}',
        '\\depth': '\\mathrm{d}',
        '\\pair': '\\left\\langle #1, #2 \\right\\rangle',
      },
    });
  });

  it('writes the config as a readable module, one macro a line', () => {
    const text = readFileSync(join(root, 'blogctl.config.ts'), 'utf8');
    assert.match(text, /^ {6}"\\\\boldsf": "\\\\boldsymbol\{\\\\mathsf\{#1\}\}",$/m);
  });

  it('no longer reports the options as unread; reports the ones blogctl does not take', () => {
    const items = migrated.report.map((r) => r.item);
    assert.ok(!items.includes('rehype-mathjax'), items.join('\n'));
    assert.deepEqual(
      items.filter((i) => i.startsWith('rehype-mathjax')),
      ['rehype-mathjax/svg option loader', 'rehype-mathjax/svg option tex.packages'],
    );
  });

  it('renders the formulas using the macros as SVG, in the post and the doc, with no MARKDOWN_MATH warning', () => {
    assert.ok(built.ok, JSON.stringify(built.diagnostics));
    assert.deepEqual(
      built.diagnostics.filter((d) => d.code === 'MARKDOWN_MATH'),
      [],
    );
    const html = fileText(built, 'blog/2025/03/14/echo-depth/index.html');
    assert.equal((html.match(/<mjx-container class="MathJax" jax="SVG"><svg /g) ?? []).length, 4);
    assert.equal((html.match(/<mjx-container class="MathJax" jax="SVG" display="true"><svg /g) ?? []).length, 1);
    assert.doesNotMatch(html, /\\(boldsf|depth|pair)\b/);
    const doc = fileText(built, 'docs/sound-speed/index.html');
    assert.equal((doc.match(/<mjx-container class="MathJax" jax="SVG"><svg /g) ?? []).length, 3);
    assert.doesNotMatch(doc, /\\depth\b/);
  });
});
