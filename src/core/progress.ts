// Progress of the pipeline, as events for whoever runs it (the CLI draws them: progressRenderer in
// src/cli/report.ts). The core is their one source: every stage is run through a StageRunner made here, which times
// it, says when it starts and ends (with how many things it handled) and passes the stage a `report(done, total)`
// for stages that can say how far along they are (render). Lower stages never write to the console.
import { timeStage, type StageTiming } from '../util/task';

export type ProgressEvent =
  | { type: 'start'; stage: string }
  | { type: 'progress'; stage: string; done: number; total: number; unit?: string }
  | { type: 'end'; stage: string; ms: number; count?: number; unit?: string };

export type ProgressListener = (event: ProgressEvent) => void;

/** Item progress inside a stage: `done` of `total` so far. */
export type ReportProgress = (done: number, total: number, unit?: string) => void;

/** What a stage handled, for its end event: a count and its unit (`routes`, `entries`, …). */
export type StageCount<T> = (result: T) => { count: number; unit: string } | undefined;

/** Runs one named stage: times it and reports its start, progress and end. */
export type StageRunner = <T>(
  name: string,
  fn: (report: ReportProgress) => T | Promise<T>,
  count?: StageCount<T>,
) => Promise<T>;

/** A StageRunner that records timings in `timings` and sends events to `onProgress`. */
export function progressRunner(timings: StageTiming[], onProgress?: ProgressListener): StageRunner {
  return async (stage, fn, count) => {
    onProgress?.({ type: 'start', stage });
    const report: ReportProgress = (done, total, unit) =>
      onProgress?.({ type: 'progress', stage, done, total, ...(unit ? { unit } : {}) });
    const at = timings.length;
    const result = await timeStage(timings, stage, () => fn(report));
    const c = count?.(result);
    onProgress?.({ type: 'end', stage, ms: timings[at].ms, ...(c ? { count: c.count, unit: c.unit } : {}) });
    return result;
  };
}

/** A StageRunner that only runs (check's stages when nobody listens). */
export const untimed: StageRunner = async (_name, fn) => fn(() => {});
