// The request every provider answers, the same for local and hosted search: retrieved attributes, 10-word snippets (5 on screens up
// to 768 px), ellipsis, <mark> highlights, 20 hits per page, click analytics, and the contextual filters.
import { DEFAULT_TAG, DOCS_TAG, type SearchParams } from './types';

export const HITS_PER_PAGE = 20;
export const MAX_QUERY_LENGTH = 64;
export const MOBILE_SEARCH_BREAKPOINT = 768;

export interface ParamOptions {
  language: string;
  contextualSearch: boolean;
  /** Screen width in CSS px; decides the snippet length. */
  screenWidth?: number;
  page?: number;
  clickAnalytics?: boolean;
}

export function searchParams(query: string, o: ParamOptions): SearchParams {
  const words = o.screenWidth !== undefined && o.screenWidth <= MOBILE_SEARCH_BREAKPOINT ? 5 : 10;
  return {
    query: query.slice(0, MAX_QUERY_LENGTH),
    attributesToRetrieve: [
      'hierarchy.lvl0',
      'hierarchy.lvl1',
      'hierarchy.lvl2',
      'hierarchy.lvl3',
      'hierarchy.lvl4',
      'hierarchy.lvl5',
      'hierarchy.lvl6',
      'content',
      'type',
      'url',
    ],
    attributesToSnippet: [
      `hierarchy.lvl1:${words}`,
      `hierarchy.lvl2:${words}`,
      `hierarchy.lvl3:${words}`,
      `hierarchy.lvl4:${words}`,
      `hierarchy.lvl5:${words}`,
      `hierarchy.lvl6:${words}`,
      `content:${words}`,
    ],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: HITS_PER_PAGE,
    page: o.page ?? 0,
    clickAnalytics: o.clickAnalytics ?? true,
    facetFilters: o.contextualSearch
      ? [`language:${o.language}`, [`docusaurus_tag:${DEFAULT_TAG}`, `docusaurus_tag:${DOCS_TAG}`]]
      : undefined,
  };
}
