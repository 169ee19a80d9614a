// <DocCardList />: the Markdown stage leaves a marker where it stands (the cards depend on the sidebars, which
// the Markdown of one file does not know); here each marker becomes the cards of the doc's own category, or of
// the `items` the element was given.
import type { ResolvedConfig } from '../config/load-config';
import type { ContentGraph, Doc } from '../content/types';
import { warning, type Diagnostic } from '../errors/blogctl-error';
import { escapeHtml } from '../shared/escape';
import { DOC_CARD_LIST_MARKER } from '../shared/mdx/islands';
import type { DocCard } from '../shared/page-props';
import { isExternalUrl, withBase } from '../shared/urls';
import type { Slash } from './sidebar-nav';

const MARKER = new RegExp(`<div ${DOC_CARD_LIST_MARKER}="(\\d+):(\\d+)"(?: data-items="([^"]*)")?></div>\\n?`, 'g');

const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The doc's HTML with every <DocCardList /> marker replaced by its cards; `used` when there was one. */
export function replaceDocCardLists(
  doc: Doc,
  ownCards: () => DocCard[] | undefined,
  graph: ContentGraph,
  config: ResolvedConfig,
  slash: Slash,
  diagnostics: Diagnostic[],
): { html: string; used: boolean } {
  const html = doc.content.html;
  if (!html.includes(DOC_CARD_LIST_MARKER)) return { html, used: false };
  let used = false;
  const out = html.replace(MARKER, (_, line: string, column: string, items: string | undefined) => {
    used = true;
    const loc = { file: doc.file, line: Number(line), column: Number(column) };
    let cards: DocCard[] | undefined;
    if (items !== undefined)
      cards = cardsFromProp(JSON.parse(unescape(items)) as unknown[], graph, slash, loc, diagnostics);
    else {
      cards = ownCards();
      if (!cards) {
        diagnostics.push(warning('DOC_CARD_LIST_NO_CATEGORY', {}, loc));
        return '';
      }
    }
    return cardsHtml(cards, config.baseUrl);
  });
  return { html: out, used };
}

/** `items={[{ label, href, description }, { label, docId }]}`: the cards given, as written. */
function cardsFromProp(
  items: unknown[],
  graph: ContentGraph,
  slash: Slash,
  loc: { file: string; line: number; column: number },
  diagnostics: Diagnostic[],
): DocCard[] {
  const out: DocCard[] = [];
  for (const raw of items) {
    const it = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const docId = typeof it.docId === 'string' ? it.docId : undefined;
    const doc = docId === undefined ? undefined : graph.docs.find((d) => d.id === docId);
    const href = typeof it.href === 'string' ? it.href : doc?.permalink;
    const title = typeof it.label === 'string' ? it.label : doc?.sidebarLabel;
    if (href === undefined || title === undefined) {
      diagnostics.push(
        warning('DOC_CARD_LIST_ITEM', href === undefined ? { kind: 'no-target', docId } : { kind: 'no-label' }, loc),
      );
      continue;
    }
    const description = typeof it.description === 'string' ? it.description : doc?.description;
    out.push(
      isExternalUrl(href)
        ? { title, permalink: href, description, external: true }
        : { title, permalink: slash(href), description },
    );
  }
  return out;
}

/** The same markup as the theme's category cards (templates/components/docs.tsx DocCards). */
export function cardsHtml(cards: DocCard[], baseUrl: string): string {
  if (!cards.length) return '';
  const li = cards.map((c) => {
    const attrs = c.external
      ? `href="${escapeHtml(c.permalink)}" target="_blank" rel="noopener noreferrer"`
      : `href="${escapeHtml(withBase(baseUrl, c.permalink))}" data-internal=""`;
    const description = c.description ? `<span class="card__description">${escapeHtml(c.description)}</span>` : '';
    return `<li><a ${attrs} class="card"><span class="card__title">${escapeHtml(c.title)}</span>${description}</a></li>`;
  });
  return `<ul class="card-grid doc-category-items">${li.join('')}</ul>\n`;
}
