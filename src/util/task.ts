// timeStage(name, fn): runs one pipeline stage and records how long it took, for the build summary.

export interface StageTiming {
  name: string;
  ms: number;
}

export async function timeStage<T>(timings: StageTiming[], name: string, fn: () => T | Promise<T>): Promise<T> {
  // The slot is taken at the start: stages that overlap (the theme bundle runs beside the route table) are listed
  // in the order they began, whichever ends first.
  const timing: StageTiming = { name, ms: 0 };
  timings.push(timing);
  const start = performance.now();
  try {
    return await fn();
  } finally {
    timing.ms = performance.now() - start;
  }
}
