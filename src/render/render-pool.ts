// Renders every route into the sink: in-process for small sites, in worker threads for large ones.
import type { Diagnostic } from '../errors/blogctl-error';
import { DiskSink, type OutputSink } from '../output/sink';
import type { Route } from '../routes/route-types';
import type { LazyPool } from '../util/worker-pool';
import type { RenderContextMessage, RenderResult } from '../workers/pool-worker';
import type { ThemeBundles } from './bundles';
import { loadSsrModule, renderRoutes, type RenderContext } from './render-routes';

const BATCH = 40;

export interface RenderAllOptions {
  bundles: ThemeBundles;
  ctx: Omit<RenderContext, 'ssr' | 'bundles'>;
  sink: OutputSink;
  pool?: LazyPool;
}

export async function renderAll(routes: Route[], options: RenderAllOptions): Promise<Diagnostic[]> {
  const pool = options.pool?.get(routes.length);
  if (!pool) {
    const ssr = await loadSsrModule(options.bundles);
    return renderRoutes(routes, { ...options.ctx, bundles: options.bundles, ssr }, options.sink);
  }
  // Workers write straight into the output folder; for in-memory builds they send the files back.
  const outRoot = options.sink instanceof DiskSink ? options.sink.root : undefined;
  await pool.broadcast('renderContext', { bundles: options.bundles, ctx: options.ctx, outRoot } satisfies RenderContextMessage);
  const diagnostics: Diagnostic[] = [];
  await pool.run<Route, RenderResult>('render', routes, BATCH, (results) => {
    for (const r of results) {
      diagnostics.push(...r.diagnostics);
      for (const [path, data] of r.files ?? []) options.sink.write(path, data);
    }
  });
  return diagnostics;
}
