// The MathJax formula cache (markdown-plugins/mathjax.ts, withFormulaCache): over pages mixing repeated formulas
// with definitions, references, tags, numbered environments and errors, the cached renderer writes exactly what a
// renderer without cache writes, and renders a repeated independent formula once.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findMathJax } from '../../../src/content/mathjax-package';
import {
  createMathJaxRenderer,
  type MathJaxRenderer,
  withFormulaCache,
} from '../../../src/content/markdown-plugins/mathjax';
import { REPO } from '../../helpers/site';

const options = {
  dir: findMathJax(REPO)!.dir,
  macros: { '\\RR': '\\mathbb{R}', '\\pair': '\\langle #1, #2 \\rangle' },
};

/** Pages of [TeX, display]: each starts a page. */
const PAGES: [string, boolean][][] = [
  [
    ['x^2 + \\RR', false],
    ['\\pair{a}{b}', true],
    ['\\begin{equation}E = mc^2\\label{eq:e}\\end{equation}', true],
    ['\\eqref{eq:e}', false],
    ['x^2 + \\RR', false],
    ['\\foo', false],
  ],
  [
    ['x^2 + \\RR', false],
    ['\\newcommand{\\foo}{y}\\foo', false],
    ['\\foo', false],
    ['x^2 + \\RR', false],
    ['\\pair{a}{b}', true],
  ],
  [
    ['\\foo', false],
    ['a \\tag{1}', true],
    ['\\begin{align}a &= b\\end{align}', true],
    ['\\begin{align*}a &= b\\end{align*}', true],
    ['\\pair{a}{b}', true],
    ['\\pair{a}{b}', false],
    ['\\frac{1}{', false],
    ['\\frac{1}{', false],
    ['x^2 + \\RR', false],
  ],
];

/** Every result, page by page, and how many formulas the renderer under the cache rendered. */
function renderAll(make: (r: MathJaxRenderer) => MathJaxRenderer): { out: unknown[]; rendered: number } {
  const inner = createMathJaxRenderer(options);
  let rendered = 0;
  const counting: MathJaxRenderer = {
    render: (tex, display) => (rendered++, inner.render(tex, display)),
    startPage: () => inner.startPage(),
    styleSheet: () => inner.styleSheet(),
  };
  const renderer = make(counting);
  const out = PAGES.map((page) => {
    renderer.startPage();
    return page.map(([tex, display]) => renderer.render(tex, display));
  });
  return { out, rendered };
}

describe('MathJax formula cache', () => {
  it('writes what the renderer without cache writes, and renders each repeated independent formula once', () => {
    const plain = renderAll((r) => r);
    const cached = renderAll(withFormulaCache);
    assert.deepEqual(cached.out, plain.out);
    assert.equal(plain.rendered, 20);
    // Taken from the cache: page 2's first x^2 + \RR (before its \newcommand); page 3's display \pair, second
    // \frac{1}{ and x^2 + \RR. After page 1's \label and page 2's \newcommand, their pages render every formula.
    assert.equal(cached.rendered, 16);
    // The error of a formula is its own: \foo is undefined on page 3 as on page 1.
    assert.match(String((cached.out[2] as { error?: string }[])[0].error), /Undefined control sequence \\foo/);
  });
});
