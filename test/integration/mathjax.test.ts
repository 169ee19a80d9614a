// The mathjax-physics fixture: with math.renderer "mathjax", formulas KaTeX cannot render (physics, mhchem,
// \class) are SVG in the built pages, with neither KaTeX's stylesheet nor its fonts nor any math script; a formula
// MathJax cannot read is a located warning; and worker threads render the same bytes as the main thread.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Worker } from 'node:worker_threads';
import { build, type BuildResult } from '../../src/api/build';
import { fileText, fixtureSite } from '../helpers/site';

const SITE = fixtureSite('mathjax-physics');
const tmp = mkdtempSync(join(tmpdir(), 'blogctl-mathjax-'));
let result: BuildResult;
before(async () => {
  result = await build({ root: SITE, write: false, outDir: join(tmp, 'out') });
  assert.ok(result.ok, JSON.stringify(result.diagnostics));
});
after(() => rmSync(tmp, { recursive: true, force: true }));

const page = (path: string) => fileText(result, path);
const POST = 'blog/harmonic-oscillator/index.html';

describe('math rendered by MathJax at build time', () => {
  it('writes the physics formulas as SVG, inline and display', () => {
    const html = page(POST);
    assert.ok((html.match(/<mjx-container class="MathJax" jax="SVG"><svg /g) ?? []).length >= 4);
    assert.equal((html.match(/<mjx-container class="MathJax" jax="SVG" display="true"><svg /g) ?? []).length, 2);
    assert.match(html, /class="[^"]*\bhighlight\b/);
    const chemistry = page('docs/chemistry/index.html');
    assert.equal((chemistry.match(/<mjx-container /g) ?? []).length, 2);
  });

  it('links no KaTeX stylesheet, copies no KaTeX files and loads no math script', () => {
    for (const path of [POST, 'docs/chemistry/index.html', 'blog/index.html']) {
      const html = page(path);
      assert.doesNotMatch(html, /katex/i, path);
      assert.doesNotMatch(html, /<script[^>]*(mathjax|tex-svg|tex-chtml)/i, path);
    }
    assert.ok(!result.files!.some((f) => /katex|mathjax/i.test(f.path)));
    // MathJax's SVG stylesheet is in the pages with math (and the list, whose excerpt has math), not elsewhere.
    assert.equal(page(POST).split('mjx-container[jax="SVG"]').length > 1, true);
    assert.match(page('blog/index.html'), /<mjx-container /);
    assert.doesNotMatch(page('blog/reading-list/index.html'), /mjx-container/);
  });

  it('keeps the stylesheet out of the description', () => {
    assert.doesNotMatch(page(POST), /<meta name="description" content="[^"]*mjx/);
  });

  it('reports the formula MathJax cannot read at its line, and shows its source', () => {
    const d = result.diagnostics.filter((x) => x.code === 'MARKDOWN_MATH');
    assert.deepEqual(
      d.map((x) => [x.severity, x.loc?.file.endsWith('2025-03-01-harmonic-oscillator.md'), x.loc?.line]),
      [['warning', true, 25]],
    );
    assert.match(page(POST), /<span class="mathjax-error" title="[^"]+"[^>]*>\\qty\(\\frac\{1\}\{2\}<\/span>/);
  });
});

describe('math rendered by MathJax in worker threads', () => {
  it('gives the same pages as the main thread (MathJax made once per thread, from the options sent)', async () => {
    const site = join(tmp, 'many');
    cpSync(SITE, site, { recursive: true, filter: (p) => !p.includes('.blogctl') });
    // Past the size that starts worker threads (core/session.ts PARALLEL_THRESHOLD), each with a formula.
    for (let i = 0; i < 320; i++)
      writeFileSync(
        join(site, `content/blog/2025-01-01-note-${i}.md`),
        `---\ntitle: 笔记 ${i}\nauthors: [lin]\nslug: note-${i}\n---\n\n$$\n\\dv{x}{t} = ${i}\\qty(\\frac{a}{b})\n$$\n\n<!-- truncate -->\n`,
      );
    const serial = await build({ root: site, write: false, threads: 0, cache: false, outDir: join(tmp, 'o1') });
    // The Markdown goes to the workers: the messages they get (src/util/worker-pool.ts) name the task.
    const kinds = new Set<string>();
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, msg: unknown, ...rest: unknown[]) {
      kinds.add(String((msg as { kind?: string })?.kind));
      return (post as (...a: unknown[]) => void).call(this, msg, ...rest);
    } as typeof post;
    const parallel = await build({
      root: site,
      write: false,
      threads: 2,
      cache: false,
      outDir: join(tmp, 'o2'),
    }).finally(() => {
      Worker.prototype.postMessage = post;
    });
    assert.ok(serial.ok && parallel.ok);
    assert.ok(kinds.has('markdownContext') && kinds.has('markdown'), [...kinds].join());
    const text = (r: BuildResult, path: string) => fileText(r, path);
    for (const path of ['blog/note-7/index.html', 'blog/note-311/index.html', POST])
      assert.equal(text(parallel, path), text(serial, path), path);
    assert.match(
      text(parallel, 'blog/note-311/index.html'),
      /<mjx-container class="MathJax" jax="SVG" display="true">/,
    );
    assert.equal(parallel.diagnostics.filter((d) => d.code === 'MARKDOWN_MATH').length, 1);
  });
});
