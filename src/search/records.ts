// ContentGraph → DocSearch-shaped records: lvl0 is the section (docs category, blog), lvl1 the page title,
// lvl2-lvl6 its headings, content the paragraphs, list items, table cells and (shortened) code blocks.
import type { ResolvedConfig } from '../config/load-config';
import type { ContentGraph, Doc, Page, Post } from '../content/types';
import {
  DEFAULT_TAG,
  DOCS_TAG,
  LEVELS,
  type Hierarchy,
  type RecordType,
  type SearchRecord,
} from '../shared/search/types';
import { stringsOf } from '../shared/i18n';
import { applyTrailingSlash, withBase } from '../shared/urls';
import { extractBlocks } from './blocks';

export interface RecordPage {
  url: string;
  tag: string;
  lvl0: string;
  title: string;
  html: string;
  /** Digest of html (RenderedMarkdown.hash), for cache keys. */
  htmlHash?: string;
}

export function collectPages(graph: ContentGraph, config: ResolvedConfig): RecordPage[] {
  const url = (p: string) => withBase(config.baseUrl, applyTrailingSlash(p, config.trailingSlash));
  const strings = stringsOf(config.ui);
  const visible = <T extends Post | Doc | Page>(e: T) => !e.draft && !e.unlisted;
  const docSection = (d: Doc) =>
    graph.categories.find((c) => c.dir === d.dir.split('/')[0])?.label ?? strings.search.docsSection;
  const page = (e: Post | Doc | Page, tag: string, lvl0: string) =>
    recordPage({ url: url(e.permalink), tag, lvl0, title: e.title }, e.content);
  const out: RecordPage[] = [];
  for (const d of graph.docs.filter(visible))
    out.push(page(d, DOCS_TAG, d.dir ? docSection(d) : strings.search.docsSection));
  for (const p of graph.posts.filter(visible)) out.push(page(p, DEFAULT_TAG, strings.search.blogSection));
  // A further blog's posts, and a further docs' docs, are a group of their own, named by the instance's id.
  for (const instance of graph.instances ?? []) {
    for (const p of instance.graph.posts.filter(visible)) out.push(page(p, DEFAULT_TAG, instance.id));
    for (const d of instance.graph.docs.filter(visible)) out.push(page(d, DOCS_TAG, instance.id));
  }
  for (const p of graph.pages.filter(visible))
    if (p.name !== 'index') out.push(page(p, DEFAULT_TAG, strings.search.pagesSection));
  return out;
}

/** A page whose HTML is read when first asked for (a warm build keys pages by the digest, and an unchanged
 *  entry's HTML is then never read from the Markdown cache). */
function recordPage(
  fields: Pick<RecordPage, 'url' | 'tag' | 'lvl0' | 'title'>,
  content: { html: string; hash: string },
): RecordPage {
  return {
    ...fields,
    get html() {
      return content.html;
    },
    htmlHash: content.hash,
  };
}

export function buildRecords(graph: ContentGraph, config: ResolvedConfig): SearchRecord[] {
  return collectPages(graph, config).flatMap((p) => pageRecords(p, config.locale.htmlLang));
}

/** One page → its records, in document order. objectIDs are stable: url + position. */
export function pageRecords(page: RecordPage, language = 'zh-CN'): SearchRecord[] {
  const out: SearchRecord[] = [];
  const hierarchy: Hierarchy = {
    lvl0: page.lvl0,
    lvl1: page.title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  let anchor: string | null = null;
  const push = (type: RecordType, content: string | null) => {
    const url = anchor ? `${page.url}#${anchor}` : page.url;
    out.push({
      objectID: `${page.url}#${out.length}`,
      hierarchy: { ...hierarchy },
      content,
      type,
      url,
      url_without_anchor: page.url,
      anchor,
      language,
      docusaurus_tag: page.tag,
    });
  };
  push('lvl1', null);
  for (const block of extractBlocks(page.html)) {
    if (block.type === 'content') {
      push('content', block.text);
      continue;
    }
    const level = Number(block.type.slice(3));
    for (let l = level; l <= 6; l++) hierarchy[LEVELS[l]] = null;
    hierarchy[LEVELS[level]] = block.text;
    anchor = block.anchor ?? anchor;
    push(block.type, null);
  }
  return out;
}

export { htmlToText } from './blocks';
