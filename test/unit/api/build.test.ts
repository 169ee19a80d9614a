// build() (src/api/build.ts) on its own: what it does besides the build session — the config stage, the stop
// after it when nothing changed, the result it sums up, and onStage beside the timings.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { build } from '../../../src/api/build';
import { miniSite, post, removeMiniSites } from '../../helpers/mini-site';

after(removeMiniSites);

const CONFIG = { title: '测试站', url: 'https://example.com' };
const SITE = {
  'content/blog/2024-01-01-first.md': post({ title: '第一篇' }),
  'content/blog/2024-01-02-second.md': post({ title: '第二篇' }),
};

/** Waits until no file of the site was modified within the stat clock's tick of now (a snapshot never trusts a
 *  racy stat, core/site-snapshot.ts). Not a timing assertion: it only makes the snapshot's precondition true. */
async function settle(root: string): Promise<void> {
  let newest = 0;
  let coarse = false;
  for (const e of readdirSync(root, { withFileTypes: true, recursive: true })) {
    const st = statSync(join(e.parentPath, e.name));
    newest = Math.max(newest, st.mtimeMs, st.ctimeMs);
    coarse ||= st.mtimeMs % 1000 === 0;
  }
  const wait = newest + (coarse ? 2100 : 80) - Date.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
}

describe('build', () => {
  it('a config error: ok false with its diagnostics, only the config stage run, nothing written', async () => {
    const { root } = miniSite(SITE);
    const result = await build({ root, config: { ...CONFIG, url: 'not a url' } });
    assert.equal(result.ok, false);
    assert.deepEqual(
      result.diagnostics.map((d) => d.code),
      ['CONFIG_INVALID'],
    );
    assert.deepEqual(
      result.timings.map((t) => t.name),
      ['config'],
    );
    assert.ok(!existsSync(join(root, 'build')));
  });

  it('write: false: the files in memory, no output folder, every stage heard by onStage and timed', async () => {
    const { root } = miniSite(SITE);
    const heard: string[] = [];
    const result = await build({ root, config: CONFIG, write: false, cache: false, onStage: (n) => heard.push(n) });
    assert.ok(result.ok, JSON.stringify(result.diagnostics));
    assert.equal(result.outDir, undefined);
    assert.ok(!existsSync(join(root, 'build')));
    assert.equal(result.fileCount, result.files?.length);
    assert.equal(result.filesWritten, 0);
    assert.ok(result.files?.some((f) => f.path === 'index.html'));
    assert.equal(result.routes, result.table?.routes.length);
    assert.ok(result.assetBytes.js > 0 && result.assetBytes.css > 0);
    assert.deepEqual(
      result.timings.map((t) => t.name),
      heard,
    );
    assert.equal(heard[0], 'config');
    assert.ok(!heard.includes('write') && heard.includes('cache'), heard.join(' → '));
  });

  it('stops after the config when nothing changed since the last build, reporting that build again', async () => {
    const { root } = miniSite(SITE);
    await settle(root);
    const first = await build({ root, config: CONFIG });
    assert.ok(first.ok, JSON.stringify(first.diagnostics));
    assert.equal(first.outputMode, 'swap');
    assert.equal(first.filesWritten, first.fileCount);
    const again = await build({ root, config: CONFIG });
    assert.deepEqual(
      again.timings.map((t) => t.name),
      ['config', 'unchanged'],
    );
    assert.equal(again.ok, true);
    assert.equal(again.routes, first.routes);
    assert.equal(again.reused, first.routes);
    assert.equal(again.fileCount, first.fileCount);
    assert.equal(again.filesWritten, 0);
    assert.deepEqual(again.assetBytes, first.assetBytes);
    assert.equal(again.outDir, first.outDir);
  });
});
