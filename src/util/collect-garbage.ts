// A full garbage collection of the calling thread's heap, at a point where a large part of it is known to be
// garbage (a stage's working data just let go), for the peak resident size's sake.
//
// V8 sizes the next collection's trigger from the live heap at the last one, so garbage made after it (a large
// site's search index assembly: about 300 MB at 10,000 posts) stays resident until the heap reaches that trigger,
// and stays committed long after. The build's end was then the peak: the main thread's heap held 700 MB with a
// live set near 400 MB while the render workers grew. One collection costs time proportional to the live set
// (a few hundred ms on a large site's main thread), so it runs only when the heap is large (`minUsedBytes`).
//
// `gc` is not exposed without --expose-gc; the flag is set for as long as it takes to make a context that has it,
// then set back, so V8's flag hash (which code caches are checked against, bin/load-cli.mjs) is unchanged.
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let gc: (() => void) | undefined;

/** The `gc` function of a context made with --expose-gc (made once per thread). */
export function gcFunction(): () => void {
  if (gc) return gc;
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (typeof exposed === 'function') return (gc = exposed);
  setFlagsFromString('--expose-gc');
  try {
    gc = runInNewContext('gc') as () => void;
  } finally {
    setFlagsFromString('--no-expose-gc');
  }
  return gc;
}

/** Collects garbage when the thread's heap holds at least `minUsedBytes`; says whether it did. */
export function collectGarbage(minUsedBytes = 256 * 1024 * 1024): boolean {
  if (getHeapStatistics().used_heap_size < minUsedBytes) return false;
  gcFunction()();
  return true;
}

/**
 * Collections paced by the live heap, for a phase that makes much short-lived data on a thread whose heap is
 * large (a large site's search index assembly on the main thread): check() collects when the heap has grown
 * `factor` times past what the last collection left (and holds at least `minUsedBytes`). V8 would let it grow up
 * to four times, a growth that is then resident (and committed) for the rest of the build.
 */
export class GcPacer {
  private live = 0;
  collections = 0;

  constructor(
    private readonly factor = 1.5,
    private readonly minUsedBytes = 256 * 1024 * 1024,
  ) {}

  check(): boolean {
    const used = getHeapStatistics().used_heap_size;
    if (used < this.minUsedBytes || used < this.live * this.factor) return false;
    gcFunction()();
    this.live = getHeapStatistics().used_heap_size;
    this.collections++;
    return true;
  }
}
