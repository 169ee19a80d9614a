// Content hashing for asset names and cache keys.
import { createHash } from 'node:crypto';

/** Short hex digest of the given parts. */
export function hashOf(...parts: (string | Uint8Array)[]): string {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return h.digest('hex').slice(0, 16);
}
