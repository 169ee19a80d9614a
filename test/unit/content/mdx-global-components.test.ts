// The site's global MDX components (MDXComponents) in one file's render: a package's components are known names
// (tags, member tags, and JSX inside expressions), and the file's module imports them by the package's
// specifier, only those its code names; the site's own globals are imported as before.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { MdxGlobalComponent } from '../../../src/config/mdx-components';
import { createMarkdown } from '../../../src/content/markdown';
import { markdownOptionsOf } from '../../../src/content/markdown-options';

const components: MdxGlobalComponent[] = [
  { name: 'Canvas', source: 'shape-kit', export: 'Canvas', package: true },
  { name: 'Shape', source: 'shape-kit', export: 'Shape', package: true },
  { name: 'Grid', source: 'shape-kit', export: 'Grid', package: true },
  { name: 'Note', source: '@site/src/components/Note', export: 'default', file: '/site/src/components/Note.js' },
];
const md = createMarkdown(
  markdownOptionsOf({ prism: { additionalLanguages: [] }, mdxComponents: { components } } as never),
);
const render = (body: string) =>
  md.render({
    file: '/site/docs/a.mdx',
    body,
    bodyLineOffset: 0,
    resolveMarkdownLink: () => null,
    resolveAsset: () => null,
    mdxGeneratedDir: '/site/.blogctl',
  });

describe("a package's global MDX components", () => {
  it('are islands as tags and in expressions, and the module imports only the ones it names', () => {
    const body = [
      "import { useTally } from 'shape-kit';",
      '',
      '<Shape.Circle r={2} />',
      '',
      '{(() => {',
      '    const tally = useTally(1);',
      '    return (<Canvas width={60}>{tally.label}</Canvas>);',
      '})()}',
      '',
    ].join('\n');
    const { result, diagnostics } = render(body);
    assert.deepEqual(
      diagnostics.map((d) => d.code),
      [],
    );
    const code = result.mdxModule!.code;
    assert.match(code, /^import \{ Canvas as Canvas \} from "shape-kit";$/m);
    assert.match(code, /^import \{ Shape as Shape \} from "shape-kit";$/m);
    assert.match(code, /^import Note from "\/site\/src\/components\/Note\.js";$/m);
    assert.doesNotMatch(code, /Grid/);
    assert.match(code, /export function MdxIsland0\(\{ slots \}\) \{\n  return \(<><Shape\.Circle r=\{2\} \/>/);
    assert.match(code, /export function MdxIsland1[\s\S]*const tally = useTally\(1\);/);
    assert.equal((result.html.match(/<blogctl-island /g) ?? []).length, 2, result.html);
  });
});
