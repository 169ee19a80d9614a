// Reading src/theme/MDXComponents without running it: entries whose component comes from an installed package,
// and a spread of a package's namespace (its capitalized export names, listed by esbuild and kept in the
// compile cache); what cannot be read is a warning at the entry, saying why.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { readMdxComponents, type MdxComponentsFile } from '../../../src/config/mdx-components';
import { miniSite, removeMiniSites } from '../../helpers/mini-site';

after(removeMiniSites);

/** A package in the site's node_modules: its package.json fields and files. */
function pkg(name: string, manifest: Record<string, unknown>, files: Record<string, string>): Record<string, string> {
  const dir = `node_modules/${name}`;
  const out: Record<string, string> = {
    [`${dir}/package.json`]: JSON.stringify({ name, version: '1.0.0', ...manifest }),
  };
  for (const [path, text] of Object.entries(files)) out[`${dir}/${path}`] = text;
  return out;
}

const GRAPH_KIT = pkg(
  'graph-kit',
  {
    type: 'module',
    exports: { '.': { browser: './browser.js', default: './node.js' }, './graph.css': './graph.css' },
  },
  {
    'browser.js': [
      "export { Plot, Axis } from './parts.js';",
      "export * from 'graph-theme';",
      "import './graph.css';",
      // An optional peer that is not installed, and a file of a kind esbuild has no loader for.
      "import 'optional-peer';",
      "import wave from './wave.glsl';",
      'export const shader = wave;',
      'export function usePoint() { return [0, 0]; }',
      'export const version = 1;',
      'export default function Graph() { return null; }',
      '',
    ].join('\n'),
    'node.js': 'export const NodeOnly = 1;\n',
    'parts.js': 'export const Plot = { OfX: () => null };\nexport const Axis = () => null;\n',
    'graph.css': '.plot { color: red; }\n',
    'wave.glsl': 'void main() {}\n',
  },
);
const GRAPH_THEME = pkg(
  'graph-theme',
  { type: 'module', main: 'index.js' },
  { 'index.js': 'export const Theme = () => null;\n' },
);
const CJS_KIT = pkg(
  'cjs-kit',
  { main: 'index.js' },
  { 'index.js': 'exports.Button = function Button() { return null; };\n' },
);
const BROKEN = pkg('broken-kit', { type: 'module', main: 'index.js' }, { 'index.js': 'export const = 1;\n' });
const HOOKS_ONLY = pkg(
  'hooks-only',
  { type: 'module', main: 'index.js' },
  { 'index.js': 'export const useIt = () => 1;\n' },
);

function read(mapping: string, files: Record<string, string> = {}): { root: string; file: MdxComponentsFile } {
  const { root } = miniSite({
    ...GRAPH_KIT,
    ...GRAPH_THEME,
    ...CJS_KIT,
    ...HOOKS_ONLY,
    ...BROKEN,
    ...files,
    'src/theme/MDXComponents.js': mapping,
  });
  return { root, file: readMdxComponents(root)! };
}

const problems = (file: MdxComponentsFile) =>
  file.problems.map((d) => [d.code, d.loc?.line, d.text.match(/"([^"]+)"/)?.[1]]);

describe('MDXComponents entries from packages', () => {
  it('takes named, default and namespace imports of an installed package, and warns about one not installed or not a package', () => {
    const { file } = read(
      [
        "import MDXComponents from '@theme-original/MDXComponents';",
        "import { Axis as GraphAxis } from 'graph-kit';",
        "import Graph from 'graph-kit';",
        "import * as Theme from 'graph-theme';",
        "import { Icon } from 'not-installed';",
        "import Original from '@theme-original/Original';",
        'export default { ...MDXComponents, GraphAxis, Graph, Theme, Icon, Original };',
        '',
      ].join('\n'),
    );
    assert.deepEqual(file.components, [
      { name: 'GraphAxis', source: 'graph-kit', export: 'Axis', package: true },
      { name: 'Graph', source: 'graph-kit', export: 'default', package: true },
      { name: 'Theme', source: 'graph-theme', export: '*', package: true },
    ]);
    assert.deepEqual(problems(file), [
      ['MDX_COMPONENTS_ENTRY', 7, 'Icon'],
      ['MDX_COMPONENTS_ENTRY', 7, 'Original'],
    ]);
    assert.match(file.problems[0].text, /"not-installed", which is not installed/);
    assert.match(file.problems[0].hint ?? '', /npm install not-installed/);
    assert.match(file.problems[1].text, /neither the site's code, an installed package nor a module blogctl provides/);
  });
});

describe('an ejected mapping', () => {
  it('is read through the name it is exported by, JSX in the file and all', () => {
    const { root, file } = read(
      [
        "import MDXHeading from '@theme/MDXComponents/Heading';",
        "import { Highlight } from '@site/src/components/highlight';",
        'const MDXComponents = {',
        "  h2: (props) => <MDXHeading as='h2' {...props} />,",
        '  Highlight,',
        '};',
        'export default MDXComponents;',
        '',
      ].join('\n'),
      {
        'src/components/highlight.jsx': 'export function Highlight({ children }) { return <mark>{children}</mark>; }\n',
      },
    );
    assert.deepEqual(file.components, [
      {
        name: 'Highlight',
        source: '@site/src/components/highlight',
        export: 'Highlight',
        file: join(root, 'src/components/highlight.jsx'),
      },
    ]);
    assert.deepEqual(
      file.problems.map((d) => [d.code, d.loc?.line]),
      [['MDX_COMPONENTS_ENTRY', 4]],
    );
  });
});

describe("a spread of a package's namespace", () => {
  it("takes the package's capitalized export names as the browser resolves it, re-exports included", () => {
    const { file } = read(
      [
        "import MDXComponents from '@theme-original/MDXComponents';",
        "import * as graph from 'graph-kit';",
        "import Axis from '@site/src/components/Axis';",
        'export default { ...MDXComponents, ...graph, Axis };',
        '',
      ].join('\n'),
      { 'src/components/Axis.js': 'export default () => null;\n' },
    );
    assert.deepEqual(problems(file), []);
    // Sorted as esbuild lists them; the later `Axis` entry replaces the package's; usePoint, version and the
    // default export are not tags; the Node build's `NodeOnly` is not the browser's.
    assert.deepEqual(
      file.components.map((c) => [c.name, c.source, c.export, c.package ?? c.file?.endsWith('Axis.js')]),
      [
        ['Axis', '@site/src/components/Axis', 'default', true],
        ['Plot', 'graph-kit', 'Plot', true],
        ['Theme', 'graph-kit', 'Theme', true],
      ],
    );
  });

  it('keeps the names in the compile cache, by the package version', () => {
    const { root } = read("import * as graph from 'graph-kit';\nexport default { ...graph };\n");
    const kept = readdirSync(join(root, '.blogctl'), { recursive: true })
      .map(String)
      .filter((f) => /mdx-components[\\/]exports-[0-9a-f]+\.json$/.test(f));
    assert.equal(kept.length, 1, kept.join());
    assert.deepEqual(
      readMdxComponents(root)!.components.map((c) => c.name),
      ['Axis', 'Plot', 'Theme'],
    );
  });

  it('warns, at the spread, when the names cannot be listed or none is a component', () => {
    const { file } = read(
      [
        "import * as cjs from 'cjs-kit';",
        "import * as hooks from 'hooks-only';",
        "import * as gone from 'not-installed';",
        "import * as broken from 'broken-kit';",
        'const local = { Box: () => null };',
        'export default {',
        '  ...cjs,',
        '  ...hooks,',
        '  ...gone,',
        '  ...broken,',
        '  ...local,',
        '};',
        '',
      ].join('\n'),
    );
    assert.deepEqual(file.components, []);
    assert.deepEqual(
      file.problems.map((d) => [d.code, d.loc?.line, d.loc?.column]),
      [
        ['MDX_COMPONENTS_ENTRY', 7, 3],
        ['MDX_COMPONENTS_ENTRY', 8, 3],
        ['MDX_COMPONENTS_ENTRY', 9, 3],
        ['MDX_COMPONENTS_ENTRY', 10, 3],
        ['MDX_COMPONENTS_ENTRY', 11, 3],
      ],
    );
    const [cjs, hooks, gone, broken, local] = file.problems;
    assert.match(cjs.text, /"cjs-kit" .*CommonJS/);
    assert.match(cjs.hint ?? '', /import \{ Name \} from 'cjs-kit'/);
    assert.match(hooks.text, /"hooks-only" .*none of its export names is capitalized/);
    assert.match(gone.text, /"not-installed" .*not installed/);
    assert.match(broken.text, /"broken-kit" .*esbuild could not bundle it .*\(Expected identifier but found "="\)/);
    assert.match(local.text, /only the default mapping .* and a package's namespace/);
  });
});

describe('stylesheets the MDXComponents file imports', () => {
  it("are resolved, a package's through its exports, and one that names no file is a warning at its import", () => {
    const { root, file } = read(
      [
        "import 'graph-kit/graph.css';",
        "import '@site/src/css/plots.css';",
        "import './theme.scss';",
        "import 'graph-kit/missing.css';",
        "import 'graph-theme';",
        'export default {};',
        '',
      ].join('\n'),
      { 'src/css/plots.css': '.plot { margin: 0; }\n', 'src/theme/theme.scss': '$c: red;\n' },
    );
    assert.deepEqual(
      file.stylesheets.map((f) => f.slice(root.length + 1)),
      ['node_modules/graph-kit/graph.css', 'src/css/plots.css', 'src/theme/theme.scss'],
    );
    assert.deepEqual(
      file.problems.map((d) => [d.code, d.loc?.line, d.loc?.column]),
      [['MDX_COMPONENTS_ENTRY', 4, 9]],
    );
    assert.match(file.problems[0].text, /"graph-kit\/missing\.css" names no file/);
  });
});
