// Evaluating a Docusaurus config (src/migrate/evaluate.ts): an uninstalled package imported by default is its stub
// whether or not the site's package is "type": "module".
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
});
