// Content hashing for asset names and cache keys.
import * as crypto from 'node:crypto';

/** One-shot SHA-256 (node:crypto `hash`, Node ≥ 20.12): about three times faster than a Hash object for the
 *  short texts most keys are (route digests, body keys), with the same digest. */
const oneShot = typeof crypto.hash === 'function' ? crypto.hash : undefined;

/** Short hex digest of the given parts. */
export function hashOf(...parts: (string | Uint8Array)[]): string {
  if (parts.length === 1 && oneShot) return oneShot('sha256', parts[0], 'hex').slice(0, 16);
  // Texts joined hash as one: the UTF-8 of a join is the UTF-8 of its parts in a row, unless a part ends with
  // the first half of a surrogate pair whose second half starts the next (apart, each half is encoded as U+FFFD).
  if (oneShot && joinable(parts)) return oneShot('sha256', parts.join(''), 'hex').slice(0, 16);
  const h = crypto.createHash('sha256');
  for (const p of parts) h.update(p);
  return h.digest('hex').slice(0, 16);
}

/** Whether `parts` are all texts with no surrogate pair split between two of them (empty parts in between
 *  included). */
function joinable(parts: (string | Uint8Array)[]): parts is string[] {
  let last = -1;
  for (const p of parts) {
    if (typeof p !== 'string') return false;
    if (p.length === 0) continue;
    const first = p.charCodeAt(0);
    if (first >= 0xdc00 && first <= 0xdfff && last >= 0xd800 && last <= 0xdbff) return false;
    last = p.charCodeAt(p.length - 1);
  }
  return true;
}
