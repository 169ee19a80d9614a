// Build-time HTML is not shipped twice: the embedded props carry empty slots, filled back from the DOM (the
// page's own on the first load; the fetched page's, parsed, on a client-side navigation).

/** The objects of `value` that are HtmlSlots emptied for embedding (`{ slot, html: '' }`). */
export function emptySlotsOf(
  value: unknown,
  out: { slot: string; html: string }[] = [],
): { slot: string; html: string }[] {
  if (!value || typeof value !== 'object') return out;
  if (Array.isArray(value)) {
    for (const v of value) emptySlotsOf(v, out);
    return out;
  }
  const obj = value as Record<string, unknown>;
  if (typeof obj.slot === 'string' && obj.html === '') {
    out.push(obj as { slot: string; html: string });
    return out;
  }
  for (const v of Object.values(obj)) emptySlotsOf(v, out);
  return out;
}

/** Fills each empty slot with the HTML of its `[data-slot]` element under `root` ('' when there is none). */
export function fillSlots(slots: { slot: string; html: string }[], root: ParentNode): void {
  for (const s of slots) {
    const el = root.querySelector(`[data-slot="${CSS.escape(s.slot)}"]`);
    s.html = el ? el.innerHTML : '';
  }
}

export function fillSlotsFromDom(value: unknown): void {
  fillSlots(emptySlotsOf(value), document);
}
