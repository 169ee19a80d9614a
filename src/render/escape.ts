// XML escaping for feeds and the sitemap; HTML escaping is src/shared/escape.ts.
import { escapeHtml } from '../shared/escape';

/** XML text/attribute escaping for feeds and the sitemap (also drops characters XML forbids). */
export function escapeXml(s: string): string {
  // eslint-disable-next-line no-control-regex
  return escapeHtml(s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, ''));
}
