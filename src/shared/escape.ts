// HTML escaping, one definition for Node and the browser.
const MAP: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text and attribute values written outside React (document shell, search highlights). */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => MAP[c]);
}

/** Text between tags only (highlighted code): quotes stay as they are. */
export function escapeText(s: string): string {
  // Most highlighted tokens hold none of the three: one scan instead of three replacements.
  return NEEDS_ESCAPE.test(s) ? s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;') : s;
}

const NEEDS_ESCAPE = /[&<>]/;

/** The entities escapeHtml and React write in attribute values, read back. */
export function unescapeHtml(s: string): string {
  return s.includes('&') ? s.replace(/&(quot|amp|lt|gt|#39|#x27);/g, (_m, e: string) => ENTITIES[e]) : s;
}

const ENTITIES: Record<string, string> = { quot: '"', amp: '&', lt: '<', gt: '>', '#39': "'", '#x27': "'" };
