// Evaluating a Docusaurus config (src/migrate/evaluate.ts): an uninstalled package imported by default is its stub
// whether or not the site's package is "type": "module", and a markdown plugin of the site's own is called once
// with the math renderers as recorders: what it passed them, what it threw, or that it called neither.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { evaluateFile } from '../../../src/migrate/evaluate';

const tmp = mkdtempSync(join(tmpdir(), 'blogctl-evaluate-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

/** The value of a config (TypeScript, in a folder of its own with no package.json) as evaluated. */
async function evaluated(name: string, source: string): Promise<{ value: unknown; stubbed: string[] }> {
  const dir = join(tmp, name);
  mkdirSync(dir);
  writeFileSync(join(dir, 'docusaurus.config.ts'), source);
  const r = await evaluateFile(join(dir, 'docusaurus.config.ts'));
  if (!r.ok) throw new Error(r.reason);
  return r;
}

/** A config whose blog has remark-math and the rehype plugins in `rehype` (source text), importing `imports`. */
const withRehype = (rehype: string, imports = "import rehypeMathjax from 'rehype-mathjax/svg';") => `
import remarkMath from 'remark-math';
${imports}
export default {
  title: 'T',
  presets: [['classic', { blog: { remarkPlugins: [remarkMath], rehypePlugins: ${rehype} } }]],
};
`;
// biome-ignore lint/suspicious/noExplicitAny: the evaluated config as data
const blogOf = (value: any) => value.presets[0][1].blog;

describe('migrate: evaluating the config', () => {
  it('reads a default import of an uninstalled package as its stub outside a "type": "module" package', async () => {
    const { value, stubbed } = await evaluated('stub', withRehype('[rehypeMathjax]'));
    assert.deepEqual(blogOf(value).remarkPlugins, [{ __stub: 'remark-math' }]);
    assert.deepEqual(stubbed, ['rehype-mathjax/svg', 'remark-math']);
  });

  it("reads a named import of an uninstalled package (Prism's themes) as its stub, so the rest of the config evaluates", async () => {
    const { value, stubbed } = await evaluated(
      'named',
      `import { themes as prismThemes } from 'prism-react-renderer';
import remarkMath from 'remark-math';
export default {
  title: 'T',
  presets: [['classic', { docs: { remarkPlugins: [remarkMath] } }]],
  themeConfig: { prism: { theme: prismThemes.github, darkTheme: prismThemes.dracula } },
};
`,
    );
    assert.deepEqual(stubbed, ['prism-react-renderer', 'remark-math']);
    // biome-ignore lint/suspicious/noExplicitAny: the evaluated config as data
    const v = value as any;
    assert.deepEqual(v.presets[0][1].docs.remarkPlugins, [{ __stub: 'remark-math' }]);
    assert.deepEqual(v.themeConfig.prism.theme, { __stub: 'prism-react-renderer' });
  });

  it('records the options a function of the site passes the math renderer, not what it does to the config', async () => {
    const { value } = await evaluated(
      'calls',
      withRehype(
        `[[function wrap(this: unknown, extra: object) { return rehypeMathjax({ tex: { macros: { R: '\\\\mathbb{R}' } }, ...extra }); }, { svg: { fontCache: 'none' } }], rehypeMathjax]`,
      ),
    );
    assert.deepEqual(blogOf(value).rehypePlugins, [
      [
        {
          __fn: 'wrap',
          calls: [
            {
              package: 'rehype-mathjax/svg',
              options: { tex: { macros: { R: '\\mathbb{R}' } }, svg: { fontCache: 'none' } },
            },
          ],
        },
        { svg: { fontCache: 'none' } },
      ],
      { __fn: 'recorder', package: 'rehype-mathjax/svg' },
    ]);
  });

  it('records a call of rehype-katex, and reads the config before the function changed it', async () => {
    const { value } = await evaluated(
      'katex',
      `import rehypeKatex from 'rehype-katex';
const opts = { macros: { '\\\\R': '\\\\mathbb{R}' } };
const config = {
  customFields: { opts },
  presets: [['classic', { docs: { rehypePlugins: [() => { config.customFields.opts = { strict: false }; return rehypeKatex(opts); }] } }]],
};
export default config;`,
    );
    // biome-ignore lint/suspicious/noExplicitAny: the evaluated config as data
    const v = value as any;
    assert.deepEqual(v.customFields.opts, { macros: { '\\R': '\\mathbb{R}' } });
    assert.deepEqual(v.presets[0][1].docs.rehypePlugins[0].calls, [
      { package: 'rehype-katex', options: { macros: { '\\R': '\\mathbb{R}' } } },
    ]);
  });

  it('notes a function that throws, and one that calls no renderer then', async () => {
    const { value } = await evaluated(
      'unread',
      withRehype(`[(o: { tex: object }) => rehypeMathjax(o.tex), () => (tree: unknown) => rehypeMathjax({})(tree)]`),
    );
    const [threw, later] = blogOf(value).rehypePlugins;
    assert.match(threw.threw, /Cannot read properties of undefined/);
    assert.equal(threw.calls, undefined);
    assert.deepEqual(later.calls, []);
  });

  it('reads the config when a function of the site returns a promise that rejects (its calls are the ones made before)', async () => {
    const { value } = await evaluated(
      'rejects',
      withRehype(`[async () => { rehypeMathjax({ tex: {} }); throw new Error('later'); }]`),
    );
    assert.deepEqual(blogOf(value).rehypePlugins[0].calls, [{ package: 'rehype-mathjax/svg', options: { tex: {} } }]);
  });

  it('calls no function of the site when the config imports no math renderer', async () => {
    const { value } = await evaluated(
      'no-renderer',
      withRehype('[() => { throw new Error("called"); }]', "import other from 'rehype-other';\nvoid other;"),
    );
    assert.deepEqual(blogOf(value).rehypePlugins, [{ __fn: 'function' }]);
  });
});
