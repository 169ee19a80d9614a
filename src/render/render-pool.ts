// Renders every route into the sink: in-process for small sites, in worker threads for large ones.
import type { Diagnostic } from '../errors/blogctl-error';
import { DiskSink, type OutputSink } from '../output/sink';
import type { Route } from '../routes/route-types';
import type { LazyPool, WorkerPlacement, WorkerPool } from '../util/worker-pool';
import type { KeptSlot, RenderContextMessage, RenderResult } from './worker-tasks';
import type { RouteReuse } from './route-cache';
import type { ThemeBundles } from './bundles';
import { loadSsrModule, renderRoutes, type RenderContext } from './render-routes';
import { settleAll } from '../util/settle-all';

const BATCH = 40;

export interface RenderAllOptions {
  bundles: ThemeBundles;
  ctx: Omit<RenderContext, 'ssr' | 'bundles'>;
  sink: OutputSink;
  pool?: LazyPool;
  /** Unchanged routes are kept from the previous output instead of rendered. */
  cache?: RouteReuse;
  /** Called as routes are done (rendered or reused): how many of how many. */
  onRendered?: (done: number, total: number) => void;
}

export async function renderAll(allRoutes: Route[], options: RenderAllOptions): Promise<Diagnostic[]> {
  const total = allRoutes.length;
  if (options.cache?.empty) {
    // Nothing to reuse (a cold build): every route goes to the renderer at once, and the keys the next build
    // needs are taken beside it, a slice at a time, instead of before it (1,525 keys held two render workers
    // idle for ~0.3 s at 1,000 posts).
    let done = 0;
    options.onRendered?.(0, total);
    // Both sides settle before renderAll does: a failure of one must not leave the other running unobserved (a
    // render still writing into the sink after the build had failed and the next one had started).
    const [rendered] = await settleAll([
      renderChanged(allRoutes, options, (n) => options.onRendered?.((done += n), total)),
      recordKeys(allRoutes, options.cache),
    ]);
    return rendered;
  }
  const changed = reuseUnchanged(allRoutes, options);
  let done = total - changed.length;
  options.onRendered?.(done, total);
  return renderChanged(changed, options, (n) => options.onRendered?.((done += n), total));
}

/** Routes whose keys are taken between two turns of the event loop (replies from the workers, file writes). */
const KEY_SLICE = 25;

/** Records every route's key in a cache that has nothing to reuse, yielding to the event loop between slices. */
async function recordKeys(routes: Route[], cache: RouteReuse): Promise<void> {
  for (let i = 0; i < routes.length; i++) {
    if (i > 0 && i % KEY_SLICE === 0) await new Promise<void>((resolve) => setImmediate(resolve));
    if (cache.reusable(routes[i]) !== undefined)
      throw new Error(`route ${routes[i].path}: reusable from a cache that has nothing to reuse`);
  }
}

/** Links the routes whose key is unchanged from the previous output; returns the ones to render. */
function reuseUnchanged(routes: Route[], options: RenderAllOptions): Route[] {
  const { cache, sink } = options;
  if (!cache) return routes;
  return routes.filter((route) => {
    const previous = cache.reusable(route);
    if (!previous) return true;
    sink.link(previous, route.outFile);
    return false;
  });
}

/** Renders the changed routes; `tick(n)`: n more routes are done. */
async function renderChanged(
  routes: Route[],
  options: RenderAllOptions,
  tick: (n: number) => void,
): Promise<Diagnostic[]> {
  if (routes.length === 0) return []; // nothing changed: React and the theme are not even loaded
  const pool = options.pool?.get(routes.length);
  if (!pool) {
    const ssr = await loadSsrModule(options.bundles);
    const ctx = { ...options.ctx, bundles: options.bundles, ssr };
    return renderRoutes(routes, { ctx, sink: options.sink, onRendered: () => tick(1) });
  }
  // Workers write straight into the output folder; for in-memory builds they send the files back.
  const outRoot = options.sink instanceof DiskSink ? options.sink.root : undefined;
  await pool.broadcast('renderContext', {
    bundles: options.bundles,
    ctx: options.ctx,
    outRoot,
  } satisfies RenderContextMessage);
  const diagnostics: Diagnostic[] = [];
  const onBatch = (results: RenderResult[]) => {
    for (const r of results) {
      diagnostics.push(...r.diagnostics);
      for (const [path, data] of r.files ?? []) options.sink.write(path, data);
      for (const path of r.written ?? []) options.sink.wrote?.(path);
    }
    tick(results.length);
  };
  await pool.each<Route, RenderResult>(
    'render',
    routes,
    BATCH,
    onBatch,
    pool.kept.size ? keptPlacement(pool.kept) : undefined,
  );
  return diagnostics;
}

/**
 * Routes whose content a worker already holds (the entry's HTML, kept by the worker that rendered its Markdown)
 * go to that worker with the slot as `{ slot, kept: hash }` (see KeptSlot): the HTML does not travel again.
 */
function keptPlacement(kept: WorkerPool['kept']): WorkerPlacement<Route> {
  const keptSlot = (route: Route): { key: string; hash: string; worker: number } | undefined => {
    const props = route.props as unknown as Record<string, unknown>;
    for (const key in props) {
      const v = props[key] as { slot?: unknown; html?: unknown; hash?: unknown } | null;
      if (
        !v ||
        typeof v !== 'object' ||
        typeof v.slot !== 'string' ||
        typeof v.html !== 'string' ||
        typeof v.hash !== 'string'
      )
        continue;
      const held = kept.get(v.hash);
      // The same text, not only the same hash: HTML changed on the main thread after its Markdown is sent whole.
      if (held && held.value === v.html) return { key, hash: v.hash, worker: held.worker };
    }
    return undefined;
  };
  return {
    home: (route) => keptSlot(route)?.worker,
    message(route, toHome) {
      const at = toHome ? keptSlot(route) : undefined;
      if (!at) return route;
      const props = route.props as unknown as Record<string, { slot: string }>;
      return {
        ...route,
        props: { ...props, [at.key]: { slot: props[at.key].slot, kept: at.hash } satisfies KeptSlot },
      };
    },
  };
}
