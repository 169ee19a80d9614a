// A real chokidar watcher (watchSite) over a temp folder: a save made while the rebuild of the previous save
// runs falls in chokidar's 50 ms 'change' throttle and gets no event of its own; the dev server must still
// rebuild it (the recheck in src/server/change-queue.ts). This was the watch test's flake: a fast rebuild
// (nothing to render), the next test's save within 50 ms of the last event, and no rebuild ever after.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { watchSite, type ChangeBatch } from '../../../src/server/watch';

describe('watchSite', () => {
  it('rebuilds a save made during the rebuild of the previous save of the same file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'blogctl-watch-'));
    const post = join(dir, 'content', 'post.md');
    mkdirSync(join(dir, 'content'));
    mkdirSync(join(dir, 'static'));
    writeFileSync(post, 'first\n');
    const seen: string[] = [];
    let resolveSecond: (() => void) | undefined;
    const second = new Promise<void>((r) => (resolveSecond = r));
    const watcher = watchSite({
      roots: { contentDir: join(dir, 'content'), staticDir: join(dir, 'static'), themeDirs: [] },
      quietMs: 0,
      run: async (batch: ChangeBatch) => {
        const text = readFileSync(post, 'utf8');
        seen.push(text);
        // The next save lands right away, inside chokidar's throttle window of the event that started this batch.
        if (text === 'second\n') writeFileSync(post, 'third\n');
        if (text === 'third\n') resolveSecond!();
        assert.deepEqual(batch.files, [post]);
      },
    });
    try {
      await watcher.ready;
      writeFileSync(post, 'second\n');
      const bound = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 20_000).unref());
      assert.notEqual(
        await Promise.race([second, bound]),
        'timeout',
        `the third save was never rebuilt; rebuilds read: ${JSON.stringify(seen)}`,
      );
      assert.equal(seen.at(-1), 'third\n');
    } finally {
      await watcher.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
