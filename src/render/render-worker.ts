// Worker thread for parallel rendering: loads the SSR module once, renders the batches of routes it is
// sent, and writes them through its own sink (disk) or sends the files back (memory builds).
import { parentPort, workerData } from 'node:worker_threads';
import { DiskSink, MemorySink } from '../output/sink';
import type { Route } from '../routes/route-types';
import { loadSsrModule, renderRoutes, type RenderContext } from './render-routes';
import type { WorkerInit, WorkerReply } from './render-pool';

const init = workerData as WorkerInit;
const ssr = await loadSsrModule(init.bundles);
const ctx: RenderContext = { ...init.ctx, bundles: init.bundles, ssr };
const sink = init.outRoot ? new DiskSink(init.outRoot) : new MemorySink();

parentPort!.on('message', async (msg: { id: number; routes: Route[] } | { id: number; done: true }) => {
  try {
    if ('done' in msg) {
      await sink.flush();
      parentPort!.postMessage({ id: msg.id, diagnostics: [], bytes: sink instanceof DiskSink ? sink.bytes : 0 } satisfies WorkerReply);
      return;
    }
    const diagnostics = await renderRoutes(msg.routes, ctx, sink);
    let files: WorkerReply['files'];
    if (sink instanceof MemorySink) {
      files = [...sink.files];
      sink.files.clear();
    }
    parentPort!.postMessage({ id: msg.id, diagnostics, files } satisfies WorkerReply);
  } catch (err) {
    parentPort!.postMessage({ id: msg.id, diagnostics: [], error: err instanceof Error ? `${err.message}\n${err.stack}` : String(err) } satisfies WorkerReply);
  }
});
parentPort!.postMessage({ id: -1, diagnostics: [] } satisfies WorkerReply);
