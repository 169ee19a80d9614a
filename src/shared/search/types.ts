// The search shapes both providers share: DocSearch-style records and hits, the hosted API's response
// subset the modal reads, and the compact serialized form of the built-in index.

export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];
export type Hierarchy = Record<Level, string | null>;
export type RecordType = Exclude<Level, 'lvl0'> | 'content';

/** Docusaurus-compatible contextual-search tags. */
export const DOCS_TAG = 'docs-default-current';
export const DEFAULT_TAG = 'default';

export interface SearchRecord {
  objectID: string;
  hierarchy: Hierarchy;
  content: string | null;
  type: RecordType;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  language: string;
  docusaurus_tag: string;
}

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export interface SnippetValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

/** A hit as the modal reads it, from either provider. */
export interface SearchHit {
  objectID: string;
  hierarchy: Hierarchy;
  content: string | null;
  type: RecordType;
  url: string;
  _highlightResult?: { hierarchy?: Partial<Record<Level, HighlightValue>>; content?: HighlightValue };
  _snippetResult?: { hierarchy?: Partial<Record<Level, SnippetValue>>; content?: SnippetValue };
  __position?: number;
  __queryID?: string;
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  queryID?: string;
  processingTimeMS: number;
}

/** The parameters of one request, as they are sent to the hosted provider (and read by the local engine). */
export interface SearchParams {
  query: string;
  hitsPerPage?: number;
  page?: number;
  attributesToRetrieve?: string[];
  attributesToSnippet?: string[];
  snippetEllipsisText?: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  clickAnalytics?: boolean;
  facetFilters?: (string | string[])[];
  /**
   * Hits kept per page (Algolia's `distinct`, with the page URL as the distinct attribute): `true` is 1, a
   * number is that many, `false` or 0 keeps every hit. The built-in index defaults to MAX_HITS_PER_PAGE.
   */
  distinct?: boolean | number;
}

/**
 * The built-in index, as written to build/: a string table (every heading and paragraph once), pages,
 * records pointing into both, and the build-time segmenter words (word → delta-encoded string ids).
 * CJK bigrams and latin words are derived from the strings when the index loads.
 */
export interface SerializedIndex {
  v: 1;
  language: string;
  strings: string[];
  /** [url_without_anchor, docusaurus_tag, lvl0 string id, lvl1 string id] */
  pages: [string, string, number, number][];
  /** [page, type (1-6 = lvlN, 7 = content), anchor ('' = none), lvl2..lvl6 string ids (-1 = none), content id (-1)] */
  records: (string | number)[][];
  words: Record<string, number[]>;
}
