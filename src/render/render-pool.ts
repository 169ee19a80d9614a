// Parallel rendering: routes are handed out in small batches to worker threads (work stealing), so every
// core renders. Small sites render in-process: starting workers costs more than it saves.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Diagnostic } from '../errors/blogctl-error';
import { DiskSink, type OutputSink } from '../output/sink';
import type { Route } from '../routes/route-types';
import { packageRoot } from '../util/package-root';
import type { ThemeBundles } from './bundles';
import { loadSsrModule, renderRoutes, type RenderContext } from './render-routes';

export interface WorkerInit {
  bundles: ThemeBundles;
  ctx: Omit<RenderContext, 'ssr' | 'bundles'>;
  /** Folder to write into; undefined for in-memory builds (files are sent back). */
  outRoot?: string;
}

export interface WorkerReply {
  id: number;
  diagnostics: Diagnostic[];
  files?: [string, Uint8Array][];
  bytes?: number;
  error?: string;
}

/** Below this many routes, rendering stays on the main thread. */
export const PARALLEL_THRESHOLD = 300;
const BATCH = 40;

export interface RenderAllOptions {
  bundles: ThemeBundles;
  ctx: Omit<RenderContext, 'ssr' | 'bundles'>;
  sink: OutputSink;
  /** Worker threads. Default: one per core (at most 4) when the site has PARALLEL_THRESHOLD routes or more.
   *  An explicit number ≥ 2 always uses workers; 0 or 1 renders in-process. */
  threads?: number;
}

/** Renders every route into the sink, in parallel when the site is large enough. */
export async function renderAll(routes: Route[], options: RenderAllOptions): Promise<Diagnostic[]> {
  const threads = options.threads ?? (routes.length >= PARALLEL_THRESHOLD ? Math.min(4, availableParallelism()) : 0);
  if (threads < 2) {
    const ssr = await loadSsrModule(options.bundles);
    return renderRoutes(routes, { ...options.ctx, bundles: options.bundles, ssr }, options.sink);
  }
  const outRoot = options.sink instanceof DiskSink ? options.sink.root : undefined;
  const init: WorkerInit = { bundles: options.bundles, ctx: options.ctx, outRoot };
  // From source (tests, tsx) the worker is TypeScript and needs tsx's loader; the published CLI runs dist/.
  const fromSource = import.meta.url.endsWith('.ts');
  const workerFile = fromSource ? new URL('./render-worker.ts', import.meta.url).href : pathToFileURL(join(packageRoot(), 'dist', 'render-worker.mjs')).href;
  const bootstrap = fromSource
    ? `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((api) => { api.register(); return import(${JSON.stringify(workerFile)}); })`
    : `import(${JSON.stringify(workerFile)})`;
  const diagnostics: Diagnostic[] = [];
  let next = 0;
  const runWorker = () =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(bootstrap, { eval: true, workerData: init });
      let id = 0;
      let finishing = false;
      // Every message gets one reply: "ready" first, then one per batch, then one for "done".
      worker.on('message', (reply: WorkerReply) => {
        if (reply.error) {
          void worker.terminate();
          reject(new Error(`render worker failed: ${reply.error}`));
          return;
        }
        diagnostics.push(...reply.diagnostics);
        for (const [path, data] of reply.files ?? []) options.sink.write(path, data);
        if (finishing) {
          if (options.sink instanceof DiskSink) options.sink.bytes += reply.bytes ?? 0;
          void worker.terminate().then(() => resolve());
          return;
        }
        if (next < routes.length) {
          const batch = routes.slice(next, next + BATCH);
          next += batch.length;
          worker.postMessage({ id: ++id, routes: batch });
        } else {
          finishing = true;
          worker.postMessage({ id: ++id, done: true });
        }
      });
      worker.on('error', reject);
    });
  await Promise.all(Array.from({ length: threads }, runWorker));
  return diagnostics;
}
