/**
 * Awaits every one of `promises`, then resolves with their values, or rejects with the first rejection in their
 * order. Unlike Promise.all, it never rejects while one of them still runs: a failed compile or render is reported
 * only once nothing it started still writes.
 */
export async function settleAll<T extends readonly unknown[]>(
  promises: readonly [...{ [K in keyof T]: Promise<T[K]> }],
): Promise<T> {
  const settled: PromiseSettledResult<unknown>[] = await Promise.allSettled(promises);
  const values = settled.map((s) => {
    if (s.status === 'rejected') throw s.reason;
    return s.value;
  });
  return values as unknown as T;
}
