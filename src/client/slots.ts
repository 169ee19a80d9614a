// Build-time HTML is not shipped twice: the embedded props carry empty slots, filled back from the DOM.

export function fillSlotsFromDom(value: unknown): void {
  if (!value || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    value.forEach(fillSlotsFromDom);
    return;
  }
  const obj = value as Record<string, unknown>;
  if (typeof obj.slot === 'string' && obj.html === '') {
    const el = document.querySelector(`[data-slot="${CSS.escape(obj.slot)}"]`);
    obj.html = el ? el.innerHTML : '';
    return;
  }
  for (const v of Object.values(obj)) fillSlotsFromDom(v);
}
