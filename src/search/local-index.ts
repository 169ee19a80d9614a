// Records → the compact serialized index written into build/ (see SerializedIndex): every heading and
// paragraph stored once, and the Intl.Segmenter words of each, found at build time. A build makes it from the
// pages' parts (indexFromParts: each page's chunk with the words of its strings, which the search cache keeps
// per page, so a warm build redoes only the changed pages); serializeIndex() is its definition from records.
import { cjkWords } from './blocks';
import type { ChunkBuilder } from './chunks';
import type { ChunkFile } from '../shared/search/shards';
import type { SearchRecord, SerializedIndex } from '../shared/search/types';

const TYPE_CODE: Record<SearchRecord['type'], number> = {
  lvl1: 1,
  lvl2: 2,
  lvl3: 3,
  lvl4: 4,
  lvl5: 5,
  lvl6: 6,
  content: 7,
};

/** @param sentenceMemo sentence → its words (cjkWords), shared with the caller's other segmenting. */
export function serializeIndex(
  records: SearchRecord[],
  language = 'zh-CN',
  sentenceMemo?: Map<string, string[]>,
): SerializedIndex {
  const strings: string[] = [];
  const stringIds = new Map<string, number>();
  const sid = (s: string | null): number => {
    if (s === null || s === '') return -1;
    let id = stringIds.get(s);
    if (id === undefined) {
      id = strings.length;
      strings.push(s);
      stringIds.set(s, id);
    }
    return id;
  };
  const pages: SerializedIndex['pages'] = [];
  const pageIds = new Map<string, number>();
  const out: SerializedIndex['records'] = [];
  for (const r of records) {
    let page = pageIds.get(r.url_without_anchor);
    if (page === undefined) {
      page = pages.length;
      pages.push([r.url_without_anchor, r.docusaurus_tag, sid(r.hierarchy.lvl0), sid(r.hierarchy.lvl1)]);
      pageIds.set(r.url_without_anchor, page);
    }
    const h = r.hierarchy;
    out.push([
      page,
      TYPE_CODE[r.type],
      r.anchor ?? '',
      sid(h.lvl2),
      sid(h.lvl3),
      sid(h.lvl4),
      sid(h.lvl5),
      sid(h.lvl6),
      sid(r.content),
    ]);
  }
  // Build-time segmentation: multi-character Chinese words → the strings that contain them as a word.
  const words = new Map<string, number[]>();
  const sentences = sentenceMemo ?? new Map<string, string[]>();
  strings.forEach((s, id) => {
    for (const w of cjkWords(s, sentences)) {
      const list = words.get(w);
      if (list) list.push(id);
      else words.set(w, [id]);
    }
  });
  return { v: 1, language, strings, pages, records: out, words: encodeWords(words) };
}

function encodeWords(words: Map<string, number[]>): Record<string, number[]> {
  const encoded: Record<string, number[]> = {};
  for (const [w, ids] of words) encoded[w] = ids.map((id, i) => (i === 0 ? id : id - ids[i - 1]));
  return encoded;
}

/**
 * One page of the single-file index: its chunk's page row, strings and record rows (ids local to the page, as
 * pageChunk() makes them) and the words of each string (cjkWords(), in its order). Depends on the page alone.
 */
export interface PagePart {
  p: ChunkFile['p'][number];
  t: string[];
  r: ChunkFile['r'];
  w: (readonly string[])[];
}

/** The part of a page, from its chunk's builder (pageChunkBuilder()) and the chunk it made. */
export function pagePart(builder: ChunkBuilder, chunk: ChunkFile): PagePart {
  return { p: chunk.p[0], t: chunk.t, r: chunk.r, w: builder.stringWords };
}

/**
 * serializeIndex(records of the pages, in order) from the pages' parts: the same strings in the same order (a
 * page's strings are numbered in the order serializeIndex meets them), the same rows and words. Undefined when two
 * parts have the same URL (serializeIndex would merge their pages): the caller then serializes the records.
 */
export function indexFromParts(parts: PagePart[], language: string): SerializedIndex | undefined {
  const strings: string[] = [];
  const stringIds = new Map<string, number>();
  const words = new Map<string, number[]>();
  const pages: SerializedIndex['pages'] = [];
  const urls = new Set<string>();
  const records: SerializedIndex['records'] = [];
  for (const part of parts) {
    if (urls.has(part.p[0])) return undefined;
    urls.add(part.p[0]);
    // Local id → global id; a string new to the index brings its words (global ids ascend, as serializeIndex's).
    const ids = part.t.map((s, local) => {
      let id = stringIds.get(s);
      if (id === undefined) {
        id = strings.length;
        strings.push(s);
        stringIds.set(s, id);
        for (const w of part.w[local]) {
          const list = words.get(w);
          if (list) list.push(id);
          else words.set(w, [id]);
        }
      }
      return id;
    });
    const g = (local: string | number) => ((local as number) < 0 ? -1 : ids[local as number]);
    const page = pages.length;
    pages.push([part.p[0], part.p[1], g(part.p[2]), g(part.p[3])]);
    for (const r of part.r) records.push([page, r[1], r[2], g(r[3]), g(r[4]), g(r[5]), g(r[6]), g(r[7]), g(r[8])]);
  }
  return { v: 1, language, strings, pages, records, words: encodeWords(words) };
}
