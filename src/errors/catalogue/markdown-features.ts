// Codes of math, diagrams, package-manager tabs and redirects (issue 32).
import { entry } from './entry';

export const markdownFeatureCodes = {
  MARKDOWN_MATH: entry(
    'A formula KaTeX or MathJax cannot render.',
    (p: { reason: string; strict?: boolean; renderer?: 'MathJax' }) =>
      p.strict
        ? `KaTeX renders this formula, but LaTeX would not accept it: ${p.reason}`
        : `${p.renderer ?? 'KaTeX'} cannot render this formula, so it is shown as its source: ${p.reason}`,
    (p) =>
      p.strict
        ? 'Fix the formula, or set math.strict to "ignore" in blogctl.config.ts.'
        : p.renderer === 'MathJax'
          ? 'Fix the formula (MathJax supports: https://docs.mathjax.org/en/latest/input/tex/macros/), or add the macro it uses to math.macros.'
          : 'Fix the formula (KaTeX supports: https://katex.org/docs/supported), or add the macro it uses to math.macros.',
  ),
  MATHJAX_MISSING: entry(
    'Math is rendered with MathJax, but the mathjax-full package is not installed.',
    () =>
      'math.renderer is "mathjax", but the `mathjax-full` package cannot be found from the site or beside blogctl, so formulas are shown as their source.',
    'Install it in the site: npm install --save-dev mathjax-full@3 (rehype-mathjax brings it too), or set math.renderer to "katex".',
  ),
  MARKDOWN_NPM2YARN: entry(
    'A custom npm2yarn converter failed.',
    (p: { label: string; reason: string }) =>
      `The npm2yarn converter "${p.label}" failed, so its tab shows the npm commands: ${p.reason}`,
    'A converter must be a function of the npm code alone (it is copied to the worker threads by its source), returning a string.',
  ),
  MERMAID_MISSING: entry(
    'Diagrams are on, but the mermaid package is not installed.',
    () => 'mermaid.enabled is true and a page has a mermaid diagram, but the `mermaid` package cannot be found.',
    'Install it beside blogctl: npm install --save-dev mermaid',
  ),
  REDIRECT_TARGET_MISSING: entry(
    'A redirect leads to a page that does not exist.',
    (p: { from: string; to: string }) =>
      `The redirect from "${p.from}" leads to "${p.to}", which is not a page of this site.`,
    'Point `to` at an existing page (a route of `blogctl build`), or remove the redirect.',
  ),
  REDIRECT_SHADOWS_PAGE: entry(
    'A redirect starts from the path of a page.',
    (p: { from: string; to: string }) =>
      `The redirect from "${p.from}" to "${p.to}" would replace the page at "${p.from}".`,
    'Remove the redirect, or move the page: a path is either a page or a redirect.',
  ),
};
