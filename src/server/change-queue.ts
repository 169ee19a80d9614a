// The watcher's change queue: file events become batches, one rebuild at a time. Events are hints, not a
// ledger: chokidar drops some of them. Its 'change' for a path is throttled for 50 ms after the last one it
// emitted (a second save in that window is discarded, not delayed), its file listener for 5 ms, removals for
// 100 ms. A save that lands in such a window right after a fast rebuild (one that renders nothing) was never
// seen, and the server kept serving the older text until something else changed. So the queue compares file
// stamps (size, times, inode) instead of trusting the events alone:
// - each batch stamps its files when it starts (the rebuild reads them after that);
// - RECHECK_MS after a batch ends (after chokidar's windows have closed), those files are stamped again, and
//   any that changed since the batch started form a batch of their own, whether or not an event came;
// - a file whose stamp equals the one the last batch that included it saw is dropped from a batch (its late
//   or repeated event describes what that rebuild already read), and a batch left empty does not run.
import { statSync } from 'node:fs';

/** The earliest stage a change forces, in pipeline order. */
export type RebuildStage = 'config' | 'theme' | 'content' | 'static';
const ORDER: RebuildStage[] = ['config', 'theme', 'content', 'static'];

export function earliestStage(stages: Iterable<RebuildStage>): RebuildStage {
  let best = ORDER.length - 1;
  for (const s of stages) best = Math.min(best, ORDER.indexOf(s));
  return ORDER[best];
}

export interface ChangeBatch {
  stage: RebuildStage;
  files: string[];
}

/** A file's state as far as a rebuild cares: size, modification and change times, inode; '' when absent. */
export function fileStamp(file: string): string {
  try {
    const st = statSync(file, { bigint: true });
    return `${st.size}:${st.mtimeNs}:${st.ctimeNs}:${st.ino}`;
  } catch {
    return '';
  }
}

/** Longer than chokidar's longest per-path throttle (removals: 100 ms), so a recheck runs after it has closed. */
const RECHECK_MS = 150;

export interface ChangeQueueOptions {
  /** Runs one batch; the next batch waits for it. */
  run: (batch: ChangeBatch) => Promise<void>;
  /** Quiet time that ends a burst of saves. @default 15 */
  quietMs?: number;
  /** Delay of the recheck after a batch. @default 150 */
  recheckMs?: number;
  /** A file's stamp (tests give their own). @default fileStamp */
  stamp?: (file: string) => string;
  debug?: (msg: string) => void;
  /** Reports a batch that threw (the server keeps serving the last good site). */
  onError: (err: unknown, batch: ChangeBatch) => void;
}

export class ChangeQueue {
  private readonly pending = new Map<string, RebuildStage>();
  /** Each file's stamp when the last batch that included it started. */
  private readonly seen = new Map<string, string>();
  private readonly rechecks = new Set<NodeJS.Timeout>();
  private building = false;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  private batches = 0;
  private readonly stamp: (file: string) => string;

  constructor(private readonly opts: ChangeQueueOptions) {
    this.stamp = opts.stamp ?? fileStamp;
  }

  /** A file changed (or may have): it joins the next batch at `stage` or earlier. */
  add(file: string, stage: RebuildStage): void {
    if (this.closed) return;
    const prev = this.pending.get(file);
    this.pending.set(file, prev ? earliestStage([prev, stage]) : stage);
    if (!this.building) this.schedule();
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    for (const t of this.rechecks) clearTimeout(t);
    this.rechecks.clear();
  }

  private schedule(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), this.opts.quietMs ?? 15);
  }

  private async flush(): Promise<void> {
    this.timer = undefined;
    if (this.building || this.closed || !this.pending.size) return;
    const entries = [...this.pending];
    this.pending.clear();
    const files: string[] = [];
    const stages: RebuildStage[] = [];
    const { debug } = this.opts;
    for (const [file, stage] of entries) {
      const now = this.stamp(file);
      if (this.seen.get(file) === now) {
        debug?.(`unchanged since the rebuild that read it, dropped: ${file}`);
        continue;
      }
      this.seen.set(file, now);
      files.push(file);
      stages.push(stage);
    }
    if (!files.length) return this.recheckLater(entries);
    const batch: ChangeBatch = { stage: earliestStage(stages), files };
    this.building = true;
    const n = ++this.batches;
    const started = performance.now();
    debug?.(`batch ${n} start: ${batch.stage}, ${files.join(', ')}`);
    try {
      await this.opts.run(batch);
      debug?.(`batch ${n} end: ${Math.round(performance.now() - started)} ms`);
    } catch (err) {
      debug?.(`batch ${n} failed: ${Math.round(performance.now() - started)} ms`);
      this.opts.onError(err, batch);
    } finally {
      this.building = false;
      this.recheckLater(entries);
      // Changes that arrived during the build form the next batch.
      if (this.pending.size) {
        debug?.(`batch ${n}: ${this.pending.size} change(s) arrived meanwhile, next batch queued`);
        this.schedule();
      }
    }
  }

  /** After chokidar's throttles have closed, a file that changed since its batch started gets a batch again. */
  private recheckLater(entries: [string, RebuildStage][]): void {
    if (this.closed) return;
    const t = setTimeout(() => {
      this.rechecks.delete(t);
      for (const [file, stage] of entries) {
        if (this.closed || this.pending.has(file)) continue;
        if (this.stamp(file) === this.seen.get(file)) continue;
        this.opts.debug?.(`changed with no event (found by the recheck): ${file}`);
        this.add(file, stage);
      }
    }, this.opts.recheckMs ?? RECHECK_MS);
    this.rechecks.add(t);
  }
}
