// The search index's files are written into the output as soon as the index is built, beside the render, and
// handed over (the asset lets go of them): a large site's index is not held in memory until the render is done.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { loadConfig } from '../../src/config/load-config';
import { SitePipeline } from '../../src/core/pipeline';
import type { StageRunner } from '../../src/core/progress';
import { MemorySink } from '../../src/output/sink';
import { REPO } from '../helpers/site';

describe('search index written beside the render', () => {
  it('reaches the sink before the render stage ends, and the asset keeps no copy', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'blogctl-search-early-'));
    try {
      const events: string[] = [];
      const stage: StageRunner = async (name, fn) => {
        const result = await fn(() => {});
        events.push(`end ${name}`);
        return result;
      };
      const pipeline = new SitePipeline(await loadConfig({ root: REPO }), { stage, compileDir: cacheDir });
      const analysis = await pipeline.analyze();
      const bundles = await pipeline.bundle(analysis.graph);
      const index = await analysis.searchIndex;
      assert.ok(index);
      const paths = index.files.map((f) => f.path);
      const sink = new MemorySink();
      const write = sink.write.bind(sink);
      sink.write = (path, data) => {
        if (path.startsWith('assets/search/')) events.push(`write ${path}`);
        write(path, data);
      };
      await pipeline.render(analysis, { bundles, sink });
      const written = events.filter((e) => e.startsWith('write '));
      assert.deepEqual(
        written,
        paths.map((p) => `write ${p}`),
      );
      assert.ok(events.indexOf(written[written.length - 1]) < events.indexOf('end render'), events.join(' → '));
      assert.equal(Buffer.from(sink.files.get('assets/search/index.json')!).toString(), index.content);
      assert.equal(index.files.length, 0);
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });
});
