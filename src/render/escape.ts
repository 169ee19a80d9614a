// HTML escaping for text and attribute values written outside React.
const MAP: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => MAP[c]);
}

/** XML text/attribute escaping for feeds and the sitemap (also drops characters XML forbids). */
export function escapeXml(s: string): string {
  // eslint-disable-next-line no-control-regex
  return escapeHtml(s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, ''));
}
