// What the later stages ask of every entry's rendered HTML without needing the HTML itself: whether it holds a
// site component placeholder, an MDX island or a <DocCardList /> marker, and the plain-text summary that stands
// in for a missing description. Computed once per rendering; the Markdown cache stores them beside each entry
// (markdown-cache.ts), so a warm build reads an unchanged entry's HTML only when a route or feed shows it.
import { DOC_CARD_LIST_MARKER, ISLAND_ATTR } from '../shared/mdx/islands';
import type { RenderedMarkdown } from './markdown';
import { hasPlaceholder } from './site-components/placeholder';

export interface HtmlFacts {
  /** A site component placeholder in the HTML or the excerpt. */
  placeholder: boolean;
  /** An MDX island (<Tabs>). */
  island: boolean;
  /** A <DocCardList /> marker. */
  cardList: boolean;
  /** Whether there is an excerpt (a truncate marker). */
  excerpt: boolean;
  /** summarize(excerpt or HTML): the description when front matter has none. */
  summary: string;
}

const known = new WeakMap<RenderedMarkdown, HtmlFacts>();

/** The facts of a rendering (remembered, or computed from its HTML once). */
export function htmlFacts(result: RenderedMarkdown): HtmlFacts {
  let facts = known.get(result);
  if (!facts) known.set(result, (facts = factsOf(result)));
  return facts;
}

/** Records the facts of a rendering whose HTML is read lazily (they were computed when it was rendered). */
export function rememberFacts(result: RenderedMarkdown, facts: HtmlFacts): void {
  known.set(result, facts);
}

function factsOf(r: RenderedMarkdown): HtmlFacts {
  return {
    placeholder: hasPlaceholder(r.html) || hasPlaceholder(r.excerptHtml),
    island: r.html.includes(ISLAND_ATTR + '='),
    cardList: r.html.includes(DOC_CARD_LIST_MARKER),
    excerpt: r.excerptHtml !== null,
    summary: summarize(r.excerptHtml || r.html),
  };
}

/** Plain-text summary of rendered HTML for a description fallback. */
export function summarize(html: string, max = 120): string {
  const text = html
    .replace(/<pre[\s\S]*?<\/pre>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? text.slice(0, max - 1) + '…' : text;
}
