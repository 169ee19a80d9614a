// The config's compile and validation are cached; the caches never hide an edit to the config or to a
// file it imports, and a config that became invalid is still reported.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { loadConfig } from '../../../src/config/load-config';
import type { BlogctlError } from '../../../src/errors/blogctl-error';

const root = mkdtempSync(join(tmpdir(), 'blogctl-config-cache-'));
after(() => rmSync(root, { recursive: true, force: true }));

const write = (title: string, tagline: string) => {
  writeFileSync(join(root, 'meta.ts'), `export const tagline: string = ${JSON.stringify(tagline)};\n`);
  writeFileSync(
    join(root, 'blogctl.config.ts'),
    `import { defineConfig } from 'blogctl';\nimport { tagline } from './meta';\nexport default defineConfig({ title: ${JSON.stringify(title)}, tagline, url: 'https://example.com' });\n`,
  );
};

describe('config caches', () => {
  it('sees every edit of the config and of the files it imports', async () => {
    write('第一版', '副标题一');
    assert.equal((await loadConfig({ root })).title, '第一版');
    assert.equal((await loadConfig({ root })).tagline, '副标题一', 'second load (from the caches) is the same');
    writeFileSync(join(root, 'meta.ts'), `export const tagline: string = '副标题二';\n`);
    assert.equal((await loadConfig({ root })).tagline, '副标题二', 'an edit of an imported file is seen');
    write('第二版', '副标题二');
    assert.equal((await loadConfig({ root })).title, '第二版');
  });

  it('reports a config that became invalid after a valid one was cached', async () => {
    write('有效', '副标题');
    await loadConfig({ root });
    writeFileSync(join(root, 'blogctl.config.ts'), `export default { title: 3, url: 'https://example.com' };\n`);
    await assert.rejects(loadConfig({ root }), (err: BlogctlError) =>
      err.diagnostics.some((d) => d.text.startsWith('title:')),
    );
  });
});
