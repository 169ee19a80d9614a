// Math with `math.renderer: "mathjax"` (markdown-plugins/math.ts + mathjax.ts): MathJax 3's TeX packages that
// KaTeX lacks (physics, html's \class, mhchem) render to self-contained SVG at build time, display math in
// MathJax's display container, the config's macros with their arguments, and a formula MathJax cannot read is a
// located MARKDOWN_MATH warning with its source shown. mathjax-full comes from blogctl's devDependency here.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { createMarkdown } from '../../../src/content/markdown';
import { markdownOptionsOf } from '../../../src/content/markdown-options';
import { mathJaxMacros } from '../../../src/content/markdown-plugins/mathjax';
import { renderEntry } from '../../../src/content/render-entries';
import { REPO } from '../../helpers/site';

const math = {
  enabled: true,
  singleDollarTextMath: true,
  renderer: 'mathjax' as const,
  macros: { '\\RR': '\\mathbb{R}', '\\pair': '\\langle #1, #2 \\rangle' },
  strict: 'warn' as const,
};
const options = markdownOptionsOf({ prism: { additionalLanguages: [] }, root: REPO, math } as never);
const md = createMarkdown(options);
const file = join(REPO, 'notes', 'physics.md');

function render(body: string, markdown = md) {
  return renderEntry(
    markdown,
    { file, body, bodyLineOffset: 3 },
    { contentRoots: [join(REPO, 'notes')], permalinks: new Map(), urls: { baseUrl: '/', trailingSlash: undefined } },
  );
}

describe('math with MathJax', () => {
  it('finds mathjax-full and puts its version in the Markdown options (the cache key)', () => {
    assert.equal(options.math?.renderer, 'mathjax');
    assert.match(options.math?.mathjax?.version ?? '', /^3\./);
  });

  it('renders physics formulas to SVG, inline and display, with no diagnostics', () => {
    const out = render('动量 $\\qty(\\frac{a}{b})$ 与导数：\n\n$$\n\\dv{f}{x} = \\pdv{f}{t}\n$$\n');
    assert.deepEqual(out.diagnostics, []);
    const { html } = out.result;
    assert.match(html, /<mjx-container class="MathJax" jax="SVG"><svg /);
    assert.match(html, /<mjx-container class="MathJax" jax="SVG" display="true"><svg /);
    // Self-contained: every glyph is a path of its formula, none a reference to a shared font cache.
    assert.doesNotMatch(html, /<use /);
    assert.doesNotMatch(html, /katex|<script/i);
  });

  it('gives the page MathJax’s SVG stylesheet once, before its first formula', () => {
    const { html } = render('$a$ and $b$ and $c$\n').result;
    assert.equal(html.split('<style>').length - 1, 1);
    assert.ok(html.indexOf('<style>') < html.indexOf('<mjx-container'));
    assert.match(html, /mjx-container\[jax="SVG"\]\[display="true"\] \{ display: block;/);
  });

  it('keeps \\class (MathJax’s html extension), reads mhchem, and expands the config’s macros', () => {
    const out = render('$\\class{blue}{x}$ $\\ce{H2O}$ $\\RR \\pair{a}{b}$\n');
    assert.deepEqual(out.diagnostics, []);
    assert.match(out.result.html, /class="[^"]*\bblue\b/);
    assert.equal(out.result.html.split('<mjx-container').length - 1, 3);
  });

  it('reports a formula MathJax cannot read at its line and shows its source', () => {
    const out = render('Fine $x$.\n\nBroken $\\frac{1}{$ here.\n');
    assert.deepEqual(
      out.diagnostics.map((d) => [d.code, d.severity, d.loc?.file, d.loc?.line, d.loc?.column]),
      [['MARKDOWN_MATH', 'warning', file, 6, 1]],
    );
    assert.match(out.diagnostics[0].text, /MathJax cannot render this formula.*Missing close brace/);
    assert.match(out.result.html, /<span class="mathjax-error" title="Missing close brace"[^>]*>\\frac\{1\}\{<\/span>/);
  });

  it('reports what MathJax throws instead of an error node as the formula’s error, not the page’s', () => {
    const out = render('Before $\\unicode{999999999}$ after $x$.\n');
    assert.deepEqual(
      out.diagnostics.map((d) => [d.code, d.loc?.line]),
      [['MARKDOWN_MATH', 4]],
    );
    assert.match(
      out.result.html,
      /<\/style><span class="mathjax-error"[^>]*>\\unicode\{999999999\}<\/span> after <mjx-container/,
    );
  });

  it('gives each page its own \\newcommand definitions and equation labels', () => {
    const first = render('$$\n\\newcommand{\\half}{\\frac12} E = \\half m v^2 \\label{energy}\n$$\n');
    assert.deepEqual(first.diagnostics, []);
    const second = render('$$\nx \\label{energy}\n$$\n\n$\\half$\n');
    assert.deepEqual(
      second.diagnostics.map((d) => [d.code, d.loc?.line]),
      [['MARKDOWN_MATH', 8]],
    );
    assert.match(second.diagnostics[0].text, /Undefined control sequence \\half/);
  });

  it('shows the source, with no warning per formula, when mathjax-full is not found (the config check asks once)', () => {
    const { mathjax: _found, ...missing } = options.math!;
    const out = render('$\\dv{f}{x}$\n', createMarkdown({ ...options, math: missing }));
    assert.deepEqual(out.diagnostics, []);
    assert.match(
      out.result.html,
      /<span class="mathjax-error" title="mathjax-full is not installed"[^>]*>\\dv\{f\}\{x\}<\/span>/,
    );
  });

  it('gives MathJax the macros with their argument counts', () => {
    assert.deepEqual(mathJaxMacros({ '\\RR': '\\mathbb{R}', '\\pair': '\\langle #1, #2 \\rangle' }), {
      RR: '\\mathbb{R}',
      pair: ['\\langle #1, #2 \\rangle', 2],
    });
  });
});
