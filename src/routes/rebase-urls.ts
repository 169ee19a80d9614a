// The docs root shows the main doc's content at another URL (/docs, the doc itself being at /docs/intro): a URL
// in that content written relative to the page (`[NLP](./nlp/intro)`, `<img src="shots/a.png">`), which the browser
// resolves against the page's own URL, would lead elsewhere from the root. Such URLs are resolved here against the
// URL the content was written for, so the root page's links go where the doc's go.
import { isExternalUrl, rewriteHtmlUrls } from '../shared/urls';

const ORIGIN = 'https://blogctl.invalid';

/** `html` with every page-relative URL (not `/…`, `#…`, `?…` or with a scheme) resolved against `pageUrl`. */
export function rebaseRelativeUrls(html: string, pageUrl: string): string {
  return rewriteHtmlUrls(html, (url) => {
    if (!url || url.startsWith('/') || url.startsWith('#') || url.startsWith('?') || isExternalUrl(url)) return url;
    const resolved = new URL(url, ORIGIN + pageUrl);
    return resolved.pathname + resolved.search + resolved.hash;
  });
}
