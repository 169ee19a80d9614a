// Where the pool worker's code is: the TypeScript source when blogctl runs from source (tests, tsx), the
// compiled dist/pool-worker.mjs for the CLI. Passed to util/worker-pool.ts, which knows no stage.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { packageRoot } from '../util/package-root';
import type { WorkerEntry } from '../util/worker-pool';

export function poolWorkerEntry(): WorkerEntry {
  return import.meta.url.endsWith('.ts')
    ? { url: new URL('./pool-worker.ts', import.meta.url).href, typescript: true }
    : { url: pathToFileURL(join(packageRoot(), 'dist', 'pool-worker.mjs')).href, typescript: false };
}
