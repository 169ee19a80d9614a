// ContentGraph → DocSearch-shaped records: lvl0 is the section (docs category, blog), lvl1 the page title,
// lvl2-lvl6 its headings, content the paragraphs, list items, table cells and (shortened) code blocks.
import type { ResolvedConfig } from '../config/load-config';
import type { ContentGraph, Doc, Page, Post } from '../content/types';
import { DEFAULT_TAG, DOCS_TAG, LEVELS, type Hierarchy, type RecordType, type SearchRecord } from '../shared/search/types';
import { strings } from '../shared/strings';
import { applyTrailingSlash, withBase } from '../shared/urls';

/** Longest content kept per record; code blocks are cut shorter. */
const MAX_CONTENT = 600;
const MAX_CODE = 240;

const BLOCK = /<(h[1-6]|p|li|td|th|pre)\b([^>]*)>([\s\S]*?)<\/\1>/g;

export interface RecordPage {
  url: string;
  tag: string;
  lvl0: string;
  title: string;
  html: string;
}

export function collectPages(graph: ContentGraph, config: ResolvedConfig): RecordPage[] {
  const url = (p: string) => withBase(config.baseUrl, applyTrailingSlash(p, config.trailingSlash));
  const visible = <T extends Post | Doc | Page>(e: T) => !e.draft && !e.unlisted;
  const docSection = (d: Doc) => graph.categories.find((c) => c.dir === d.dir.split('/')[0])?.label ?? strings.search.docsSection;
  const out: RecordPage[] = [];
  for (const d of graph.docs.filter(visible)) out.push({ url: url(d.permalink), tag: DOCS_TAG, lvl0: d.dir ? docSection(d) : strings.search.docsSection, title: d.title, html: d.content.html });
  for (const p of graph.posts.filter(visible)) out.push({ url: url(p.permalink), tag: DEFAULT_TAG, lvl0: strings.search.blogSection, title: p.title, html: p.content.html });
  for (const p of graph.pages.filter(visible)) if (p.name !== 'index') out.push({ url: url(p.permalink), tag: DEFAULT_TAG, lvl0: strings.search.pagesSection, title: p.title, html: p.content.html });
  return out;
}

export function buildRecords(graph: ContentGraph, config: ResolvedConfig): SearchRecord[] {
  return collectPages(graph, config).flatMap((p) => pageRecords(p, config.locale.htmlLang));
}

/** One page → its records, in document order. objectIDs are stable: url + position. */
export function pageRecords(page: RecordPage, language = 'zh-CN'): SearchRecord[] {
  const out: SearchRecord[] = [];
  const hierarchy: Hierarchy = { lvl0: page.lvl0, lvl1: page.title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  let anchor: string | null = null;
  const push = (type: RecordType, content: string | null) => {
    const url = anchor ? `${page.url}#${anchor}` : page.url;
    out.push({ objectID: `${page.url}#${out.length}`, hierarchy: { ...hierarchy }, content, type, url, url_without_anchor: page.url, anchor, language, docusaurus_tag: page.tag });
  };
  push('lvl1', null);
  const re = new RegExp(BLOCK.source, 'g');
  for (let m = re.exec(page.html); m; m = re.exec(page.html)) {
    const [whole, tag, attrs, inner] = m;
    if (tag[0] === 'h') {
      const level = Math.max(2, Number(tag[1]));
      const text = htmlToText(inner.replace(/<a[^>]*class="hash-link"[^>]*>[\s\S]*?<\/a>/g, ''));
      if (!text) continue;
      for (let l = level; l <= 6; l++) hierarchy[LEVELS[l]] = null;
      hierarchy[LEVELS[level]] = text;
      anchor = /\bid="([^"]+)"/.exec(attrs)?.[1] ?? anchor;
      push(`lvl${level}` as RecordType, null);
      continue;
    }
    if (tag === 'li' && /<(p|ul|ol)\b/.test(inner)) {
      re.lastIndex = m.index + whole.indexOf('>') + 1; // read its paragraphs / nested items on their own
      continue;
    }
    let text = htmlToText(inner);
    if (!text) continue;
    const max = tag === 'pre' ? MAX_CODE : MAX_CONTENT;
    if (text.length > max) text = text.slice(0, max) + '…';
    push('content', text);
  }
  return out;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Tag-free, entity-decoded, whitespace-collapsed text. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/(div|p|li|tr|td|th)>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, e: string) => {
      if (e[0] === '#') return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)));
      return ENTITIES[e.toLowerCase()] ?? all;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
