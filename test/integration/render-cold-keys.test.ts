// A cold build has no route to reuse: the render must not wait for every route's key (the keys are only for the
// next build), so the routes go to the renderer at once and the keys are taken beside it. A build with something
// to reuse still takes each key before it decides what to render. And every route gets its key either way.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build, type BuildResult } from '../../src/api/build';
import { renderContext } from '../../src/core/emit';
import { MemorySink } from '../../src/output/sink';
import { buildThemeBundles, type ThemeBundles } from '../../src/render/bundles';
import { renderAll } from '../../src/render/render-pool';
import type { RouteReuse } from '../../src/render/route-cache';
import { buildSiteData } from '../../src/render/site-data';
import type { Route } from '../../src/routes/route-types';
import { REPO } from '../helpers/site';

const made: string[] = [];
after(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});

let result: BuildResult;
let bundles: ThemeBundles;

before(async () => {
  result = await build({ root: REPO, write: false });
  assert.ok(result.ok, JSON.stringify(result.diagnostics));
  const cacheDir = mkdtempSync(join(tmpdir(), 'blogctl-cold-keys-'));
  made.push(cacheDir);
  bundles = await buildThemeBundles({ cacheDir });
});

/** Renders the shipped site's routes in-process with `cache` and returns the order of key lookups and writes. */
async function renderOrder(empty: boolean): Promise<{ events: string[]; keyed: string[] }> {
  const events: string[] = [];
  const keyed: string[] = [];
  const cache: RouteReuse = {
    empty,
    reused: 0,
    reusable(route: Route) {
      events.push('key');
      keyed.push(route.outFile);
      return undefined;
    },
  };
  const sink = new MemorySink();
  const write = sink.write.bind(sink);
  sink.write = (path, data) => {
    events.push('write');
    write(path, data);
  };
  const site = buildSiteData(result.config!, result.graph!, result.table!);
  const diagnostics = await renderAll(result.table!.routes, {
    bundles,
    ctx: renderContext(result.config!, { site }),
    sink,
    cache,
  });
  assert.deepEqual(diagnostics, []);
  assert.equal(sink.files.size, result.table!.routes.length);
  return { events, keyed };
}

describe('route keys on a build with nothing to reuse', () => {
  it('pages are rendered before every key is taken, and every route still gets its key once, in route order', async () => {
    const routes = result.table!.routes;
    assert.ok(routes.length > 40, `${routes.length} routes`);
    const { events, keyed } = await renderOrder(true);
    assert.ok(
      events.indexOf('write') < events.lastIndexOf('key'),
      'the first page was written only after the last key',
    );
    assert.deepEqual(
      keyed,
      routes.map((r) => r.outFile),
    );
  });

  it('with a previous output to reuse from, each key is taken before any page is rendered', async () => {
    const { events, keyed } = await renderOrder(false);
    assert.ok(events.lastIndexOf('key') < events.indexOf('write'));
    assert.deepEqual(
      keyed,
      result.table!.routes.map((r) => r.outFile),
    );
  });
});

describe('a build with nothing to reuse, when one side fails', () => {
  it('renderAll settles only after the other side has stopped (no render left writing after the failure)', async () => {
    const routes = result.table!.routes;
    let written = 0;
    const sink = new MemorySink();
    const write = sink.write.bind(sink);
    sink.write = (path, data) => {
      written++;
      write(path, data);
    };
    let keys = 0;
    const cache: RouteReuse = {
      empty: true,
      reused: 0,
      reusable() {
        // An internal error on the keys side while the render runs beside it.
        if (++keys === 1) throw new Error('key side failed');
        return undefined;
      },
    };
    const site = buildSiteData(result.config!, result.graph!, result.table!);
    await assert.rejects(
      renderAll(routes, { bundles, ctx: renderContext(result.config!, { site }), sink, cache }),
      /key side failed/,
    );
    // Everything the render wrote, it wrote before renderAll settled.
    const atRejection = written;
    assert.equal(atRejection, routes.length);
    await new Promise((r) => setImmediate(r));
    assert.equal(written, atRejection);
  });
});
