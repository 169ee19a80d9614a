// The render stage's worker tasks (run in src/workers/pool-worker.ts threads for large sites):
// renderContext sets up the theme once per worker, render turns routes into files.
import type { Diagnostic } from '../errors/blogctl-error';
import { MemorySink, SyncDiskSink } from '../output/sink';
import type { Route } from '../routes/route-types';
import type { WorkerTasks } from '../util/worker-pool';
import type { ThemeBundles } from './bundles';
import { loadSsrModule, renderRoutes, type RenderContext } from './render-routes';

export interface RenderContextMessage {
  bundles: ThemeBundles;
  ctx: Omit<RenderContext, 'ssr' | 'bundles'>;
  /** Folder to write into; undefined for in-memory builds (files are sent back). */
  outRoot?: string;
}

export interface RenderResult {
  diagnostics: Diagnostic[];
  files?: [string, Uint8Array][];
}

let render: { ctx: RenderContext; sink: SyncDiskSink | MemorySink } | undefined;

export const renderTasks: WorkerTasks = {
  async renderContext([m]) {
    const msg = m as RenderContextMessage;
    const ssr = await loadSsrModule(msg.bundles);
    render = { ctx: { ...msg.ctx, bundles: msg.bundles, ssr }, sink: msg.outRoot ? new SyncDiskSink(msg.outRoot) : new MemorySink() };
    return [];
  },
  async render(items) {
    if (!render) throw new Error('render context not set');
    const results: RenderResult[] = [];
    for (const route of items as Route[]) {
      const diagnostics = await renderRoutes([route], render.ctx, render.sink);
      if (render.sink instanceof MemorySink) {
        results.push({ diagnostics, files: [...render.sink.files] });
        render.sink.files.clear();
      } else results.push({ diagnostics });
    }
    await render.sink.flush();
    return results;
  },
};
