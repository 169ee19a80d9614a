// timeStage(name, fn): runs one pipeline stage and records how long it took, for the build summary.

export interface StageTiming {
  name: string;
  ms: number;
}

export async function timeStage<T>(timings: StageTiming[], name: string, fn: () => T | Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await fn();
  } finally {
    timings.push({ name, ms: performance.now() - start });
  }
}
