// HtmlSlot: rendered Markdown inside route props. Each slot carries its HTML's digest (non-enumerable, so it
// never reaches page data) and serializes itself: normally as { slot, html }, and as { slot, digest } while
// route-cache keys are computed (withSlotDigests), so JSON.stringify needs no replacer function — which made
// digesting the 10,000-post site's route props several times slower.
import type { HtmlSlot } from '../shared/page-props';

let digestMode = false;

function slotToJSON(this: HtmlSlot & { hash: string }): unknown {
  return digestMode ? { slot: this.slot, digest: this.hash } : { slot: this.slot, html: this.html };
}

export function htmlSlot(slot: string, html: string, hash: string): HtmlSlot {
  return Object.defineProperties(
    { slot, html },
    { hash: { value: hash, enumerable: false }, toJSON: { value: slotToJSON, enumerable: false } },
  );
}

/** Runs fn with every HtmlSlot serializing as { slot, digest }. */
export function withSlotDigests<T>(fn: () => T): T {
  digestMode = true;
  try {
    return fn();
  } finally {
    digestMode = false;
  }
}
