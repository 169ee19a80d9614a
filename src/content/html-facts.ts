// What the later stages ask of every entry's rendered HTML without needing the HTML itself: whether it holds a
// site component placeholder, an MDX island or a <DocCardList /> marker, and the plain-text summary that stands
// in for a missing description. Computed once per rendering; the Markdown cache stores them beside each entry
// (markdown-cache.ts), so a warm build reads an unchanged entry's HTML only when a route or feed shows it.
import { DOC_CARD_LIST_MARKER, ISLAND_ATTR, MERMAID_ATTR } from '../shared/mdx/islands';
import type { RenderedMarkdown } from './markdown';
import { unescapeHtml } from '../shared/escape';
import { hashOf } from '../util/hash';
import { hasPlaceholder } from './site-components/placeholder';

export interface HtmlFacts {
  /** A site component placeholder in the HTML or the excerpt. */
  placeholder: boolean;
  /** An MDX island (<Tabs>). */
  island: boolean;
  /** A <DocCardList /> marker. */
  cardList: boolean;
  /** Math rendered with KaTeX (its stylesheet and fonts go into the output). */
  math?: boolean;
  /** A mermaid diagram (the page loads the diagram code). */
  mermaid?: boolean;
  /** Whether there is an excerpt (a truncate marker). */
  excerpt: boolean;
  /** summarize(excerpt or HTML): the description when front matter has none. */
  summary: string;
  /** A digest of the links the entry makes (`links`: targets, kinds and places), for the link check's cache. */
  links?: string;
  /** A digest of the rendering's hash and headings (routes/route-deps.ts body keys). */
  body?: string;
  /** A digest of the heading ids, what a `#hash` link to the page is checked against (the link check's cache). */
  anchors?: string;
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
    math: r.html.includes('<span class="katex'),
    mermaid: r.html.includes(MERMAID_ATTR + '='),
    excerpt: r.excerptHtml !== null,
    summary: summarize(r.excerptHtml || r.html),
    links: linksDigest(r),
    body: bodyDigest(r),
    anchors: anchorsDigest(r),
  };
}

/** The digest of a rendering's content hash and headings (kept with its facts: not serialized again). */
export function bodyOf(result: RenderedMarkdown): string {
  const facts = htmlFacts(result);
  return (facts.body ??= bodyDigest(result));
}

function bodyDigest(r: RenderedMarkdown): string {
  return hashOf(r.hash, '\u0001', JSON.stringify(r.headings));
}

/** The digest of a rendering's heading ids (kept with its facts, so a warm build's link check does not parse
 *  the headings of the pages its cached anchor links reach). */
export function anchorsOf(result: RenderedMarkdown): string {
  const facts = htmlFacts(result);
  return (facts.anchors ??= anchorsDigest(result));
}

function anchorsDigest(r: RenderedMarkdown): string {
  const ids = r.headings.map((h) => h.id).join('\n');
  return hashOf(r.anchors ? ids + '\u0000' + r.anchors.join('\n') : ids);
}

/** The digest of a rendering's links (kept with its facts, so a warm build's link check does not serialize them). */
export function linksOf(result: RenderedMarkdown): string {
  const facts = htmlFacts(result);
  return (facts.links ??= linksDigest(result));
}

function linksDigest(r: RenderedMarkdown): string {
  let text = '';
  for (const l of r.links ?? [])
    text += `${l.kind}\u0000${l.href}\u0000${l.resolved}\u0000${l.line}\u0000${l.column}\u0000${l.file ?? ''}\u0001`;
  return hashOf(text);
}

/** Plain-text summary of rendered HTML for a description fallback. */
export function summarize(html: string, max = 120): string {
  const text = html
    .replace(/<pre[\s\S]*?<\/pre>/g, ' ')
    // MathJax's stylesheet, before a page's first formula (markdown-plugins/math.ts).
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    // A heading's "#" link is a control, not text: a summary that reaches a heading must not show it.
    .replace(/<a [^>]*class="hash-link"[^>]*>[^<]*<\/a>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? text.slice(0, max - 1) + '…' : text;
}

const ELEMENT_ID = /<[a-zA-Z][^>]*?\s(?:id|name)="([^"]+)"/g;

/** The ids of the elements in `html` (and `<a name>`s), which a `#hash` link may name as it names a heading's, as
 *  Docusaurus's anchor check reads them; `except`: ids already known (the headings'). */
export function elementIds(html: string, except: Iterable<string> = []): string[] {
  const known = new Set(except);
  const ids = new Set<string>();
  for (const m of html.matchAll(ELEMENT_ID)) {
    const id = unescapeHtml(m[1]);
    if (!known.has(id)) ids.add(id);
  }
  return [...ids];
}
