// The render stage's worker tasks (run in src/workers/pool-worker.ts threads for large sites):
// renderContext sets up the theme once per worker, render turns routes into files.
import type { Diagnostic } from '../errors/blogctl-error';
import { MemorySink, SyncDiskSink } from '../output/sink';
import type { Route } from '../routes/route-types';
import type { WorkerTasks } from '../util/worker-pool';
import { keptHtml } from '../content/worker-tasks';
import type { ThemeBundles } from './bundles';
import { loadSsrModule, renderRoutes, type RenderContext } from './render-routes';

export interface RenderContextMessage {
  bundles: ThemeBundles;
  ctx: Omit<RenderContext, 'ssr' | 'bundles'>;
  /** Folder to write into; undefined for in-memory builds (files are sent back). */
  outRoot?: string;
}

/** An HtmlSlot sent without its HTML to the worker that keeps it (content/worker-tasks.ts keptHtml). */
export interface KeptSlot {
  slot: string;
  kept: string;
}

export interface RenderResult {
  diagnostics: Diagnostic[];
  /** In-memory builds: the files rendered. */
  files?: [string, Uint8Array][];
  /** Builds into a folder: the paths the worker wrote there. */
  written?: string[];
}

let render: { ctx: RenderContext; sink: SyncDiskSink | MemorySink } | undefined;

export const renderTasks: WorkerTasks = {
  async renderContext([m]) {
    const msg = m as RenderContextMessage;
    const ssr = await loadSsrModule(msg.bundles);
    render = {
      ctx: { ...msg.ctx, bundles: msg.bundles, ssr },
      sink: msg.outRoot ? new SyncDiskSink(msg.outRoot) : new MemorySink(),
    };
    return [];
  },
  async render(items) {
    if (!render) throw new Error('render context not set');
    const results: RenderResult[] = [];
    for (const route of items as Route[]) {
      restoreKeptSlots(route);
      const diagnostics = await renderRoutes([route], render);
      if (render.sink instanceof MemorySink) {
        results.push({ diagnostics, files: [...render.sink.files] });
        render.sink.files.clear();
      } else results.push({ diagnostics, written: render.sink.take() });
    }
    await render.sink.flush();
    return results;
  },
};

/** Puts back the HTML of the slots sent as KeptSlot, as `{ slot, html }` (the slot's own key order). */
function restoreKeptSlots(route: Route): void {
  const props = route.props as unknown as Record<string, unknown>;
  for (const key in props) {
    const v = props[key] as Partial<KeptSlot> | null;
    if (!v || typeof v !== 'object' || typeof v.slot !== 'string' || typeof v.kept !== 'string') continue;
    const html = keptHtml.get(v.kept);
    if (html === undefined) throw new Error(`route ${route.path}: this worker does not keep the HTML ${v.kept}`);
    props[key] = { slot: v.slot, html };
  }
}
