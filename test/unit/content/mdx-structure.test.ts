// MDX structure as MDX reads it (issue 31; shapes found on real Docusaurus 3 sites, written anew): JSX children
// indented four spaces or more, an `export function` with blank lines in its body, an HTML block inside a JSX
// element, an HTML element that holds components, and a component the file defines itself. Each was a located
// MDX_UNCLOSED_ELEMENT / MDX_UNMATCHED_CLOSE / MDX_ESM_UNSUPPORTED or an unknown component before.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createMarkdown } from '../../../src/content/markdown';
import { markdownOptionsOf } from '../../../src/content/markdown-options';

const md = createMarkdown(markdownOptionsOf({ prism: { additionalLanguages: [] } } as never));
const render = (body: string) =>
  md.render({
    file: '/site/docs/a.mdx',
    body,
    bodyLineOffset: 0,
    resolveMarkdownLink: () => null,
    resolveAsset: () => null,
    mdxGeneratedDir: '/site/.blogctl',
  });
const problems = (body: string) => render(body).diagnostics.map((d) => `${d.code} ${d.loc?.line}:${d.loc?.column}`);

describe('MDX structure', () => {
  it('a closing tag indented four spaces ends the paragraph before it', () => {
    const body =
      'import Tabs from \'@theme/Tabs\';\nimport TabItem from \'@theme/TabItem\';\n\n<Tabs>\n    <TabItem value="a">\n        Text a.\n    </TabItem>\n    <TabItem value="b">\n        Text b.\n    </TabItem>\n</Tabs>\n';
    assert.deepEqual(problems(body), []);
    assert.match(render(body).result.html, /<p>Text a\.<\/p>[\s\S]*<p>Text b\.<\/p>/);
  });

  it('an export runs on over blank lines while its code is incomplete, and is never shown', () => {
    const body =
      'export function Gauge({ value }) {\n  const width = value * 10;\n\n  return <div style={{ width }} />;\n}\n\nText.\n\n<Gauge value={3} />\n';
    const { result, diagnostics } = render(body);
    assert.deepEqual(diagnostics, []);
    assert.ok(!result.html.includes('width'), result.html);
    assert.match(result.mdxModule!.code, /export function Gauge[\s\S]*export function MdxIsland0/);
    assert.match(result.html, /<p>Text\.<\/p>\n<blogctl-island /);
  });

  it('an HTML block inside a lowercase JSX element stops before its closing tag', () => {
    const body =
      '<figure style={{ textAlign: "center" }}>\n![A picture](/img/a.png)\n<figcaption>A <b>caption</b></figcaption>\n</figure>\n\nAfter.\n';
    assert.deepEqual(problems(body), []);
    assert.match(render(body).result.html, /<figcaption>A <b>caption<\/b><\/figcaption>\n<\/figure>\n<p>After\.<\/p>/);
  });

  it("an HTML block stops before a component's closing tag, and a comment keeps its lines", () => {
    const body =
      "import { Center } from '@site/src/components/Center';\n\n<Center>\n  1. Pack.\n  <br />\n  2. Walk.\n\n  <br />\n  3. Rest.\n</Center>\n\nAfter.\n";
    assert.deepEqual(problems(body), []);
    const { result } = render(body);
    assert.match(result.html, / {2}<br \/>\n {2}3\. Rest\.\n/);
    assert.match(result.html, /<p>After\.<\/p>/);
    const comment = '<!--\n<Center>\n-->\n\nText.\n';
    assert.deepEqual(problems(comment), []);
    assert.match(render(comment).result.html, /^<!--\n<Center>\n-->\n<p>Text\.<\/p>/);
  });

  it('an HTML element that holds a component is JSX, one island with it', () => {
    const body = 'import { Chart } from \'charts\';\n\n<div className="row">\n    <Chart kind="bar" />\n</div>\n';
    const { result, diagnostics } = render(body);
    assert.deepEqual(diagnostics, []);
    assert.match(result.mdxModule!.code, /<div className="row">\s*<Chart kind="bar" \/>\s*<\/div>/);
  });

  it('HTML holding only text and math braces stays HTML', () => {
    const body = "import X from './x';\n\n<table>\n  <tr><td>$\\frac{1}{2}$</td></tr>\n</table>\n";
    const { result, diagnostics } = render(body);
    assert.deepEqual(diagnostics, []);
    assert.match(result.html, /^<table>\n {2}<tr><td>\$\\frac\{1\}\{2\}\$<\/td><\/tr>\n<\/table>\n$/);
  });

  // TOCInline's `toc` was skipped by name inside the generic prop evaluator (issue 34); it is MDX's scope name,
  // whose value is the page's own headings, and <TOCInline> renders the list it is given.
  it("<TOCInline toc={toc} /> reads the page's headings through the file's scope", () => {
    const { result, diagnostics } = render(
      "import TOCInline from '@theme/TOCInline';\n\n<TOCInline toc={toc} />\n\n## One\n\n### One a\n\n## Two\n",
    );
    assert.deepEqual(diagnostics, []);
    assert.match(
      result.html,
      /<div class="toc-inline"><ul><li><a href="#one">One<\/a><ul><li><a href="#one-a">One a<\/a><\/li><\/ul><\/li><li><a href="#two">Two<\/a><\/li><\/ul><\/div>/,
    );
  });
});
