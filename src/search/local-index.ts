// Records → the compact serialized index written into build/ (see SerializedIndex): every heading and
// paragraph stored once, and the Intl.Segmenter words of each, found at build time.
import { cjkWords } from './blocks';
import type { SearchRecord, SerializedIndex } from '../shared/search/types';

const TYPE_CODE: Record<SearchRecord['type'], number> = { lvl1: 1, lvl2: 2, lvl3: 3, lvl4: 4, lvl5: 5, lvl6: 6, content: 7 };

/**
 * @param wordCache string → its multi-character CJK words, from earlier builds (search-cache.ts); strings found
 *   there are not segmented again. Every string of this index is (re)entered, so the caller can keep it.
 */
export function serializeIndex(records: SearchRecord[], language = 'zh-CN', wordCache?: Map<string, string[]>, sentenceMemo?: Map<string, string[]>): SerializedIndex {
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
    out.push([page, TYPE_CODE[r.type], r.anchor ?? '', sid(h.lvl2), sid(h.lvl3), sid(h.lvl4), sid(h.lvl5), sid(h.lvl6), sid(r.content)]);
  }
  // Build-time segmentation: multi-character Chinese words → the strings that contain them as a word. Strings
  // whose words came with their entry (blocks.ts) or from an earlier build are not segmented again.
  const words = new Map<string, number[]>();
  const sentences = sentenceMemo ?? new Map<string, string[]>();
  strings.forEach((s, id) => {
    let ws = wordCache?.get(s);
    if (!ws) {
      ws = cjkWords(s, sentences);
      wordCache?.set(s, ws);
    }
    for (const w of ws) {
      const list = words.get(w);
      if (list) list.push(id);
      else words.set(w, [id]);
    }
  });
  const encoded: Record<string, number[]> = {};
  for (const [w, ids] of words) encoded[w] = ids.map((id, i) => (i === 0 ? id : id - ids[i - 1]));
  return { v: 1, language, strings, pages, records: out, words: encoded };
}
