// The worker thread behind util/worker-pool.ts: serves the tasks of the stages that use workers, each
// defined beside its stage (content/worker-tasks.ts, render/worker-tasks.ts, search/worker-tasks.ts).
import { parentPort } from 'node:worker_threads';
import { contentTasks } from '../content/worker-tasks';
import { renderTasks } from '../render/worker-tasks';
import { searchTasks } from '../search/worker-tasks';
import type { WorkerTasks } from '../util/worker-pool';

const handlers: WorkerTasks = { ...contentTasks, ...renderTasks, ...searchTasks };

parentPort!.on('message', async (msg: { id: number; kind: string; items: unknown[] }) => {
  try {
    const handler = handlers[msg.kind];
    if (!handler) throw new Error(`unknown task kind ${msg.kind}`);
    parentPort!.postMessage({ id: msg.id, results: await handler(msg.items) });
  } catch (err) {
    parentPort!.postMessage({ id: msg.id, error: err instanceof Error ? `${err.message}\n${err.stack}` : String(err) });
  }
});
parentPort!.postMessage({ id: 0 });
