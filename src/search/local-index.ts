// Records → the compact serialized index written into build/ (see SerializedIndex): every heading and
// paragraph stored once, and the Intl.Segmenter words of each, found at build time.
import { isCjk, segmentWords } from '../shared/search/tokenize';
import type { SearchRecord, SerializedIndex } from '../shared/search/types';

/** Splits after sentence-ending punctuation (kept with its sentence). */
const SENTENCE_END = /(?<=[。！？；!?;\n])/;

const TYPE_CODE: Record<SearchRecord['type'], number> = { lvl1: 1, lvl2: 2, lvl3: 3, lvl4: 4, lvl5: 5, lvl6: 6, content: 7 };

/**
 * @param wordCache string → its multi-character CJK words, from earlier builds (search-cache.ts); strings found
 *   there are not segmented again. Every string of this index is (re)entered, so the caller can keep it.
 */
export function serializeIndex(records: SearchRecord[], language = 'zh-CN', wordCache?: Map<string, string[]>): SerializedIndex {
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
  // Build-time segmentation: multi-character Chinese words → the strings that contain them as a word.
  // Intl.Segmenter is the slow part of the build, so text is segmented a sentence at a time (a sentence end is
  // always a word boundary) and each distinct sentence only once.
  const words = new Map<string, number[]>();
  const sentenceWords = new Map<string, string[]>();
  const wordsOf = (text: string): string[] => {
    const out: string[] = [];
    for (const sentence of text.split(SENTENCE_END)) {
      let ws = sentenceWords.get(sentence);
      if (!ws) {
        ws = segmentWords(sentence);
        sentenceWords.set(sentence, ws);
      }
      out.push(...ws);
    }
    return out;
  };
  const cjkWordsOf = (s: string): string[] => {
    let ws = wordCache?.get(s);
    if (!ws) {
      ws = [...new Set(wordsOf(s))].filter((w) => w.length >= 2 && isCjk(w));
      wordCache?.set(s, ws);
    }
    return ws;
  };
  strings.forEach((s, id) => {
    for (const w of cjkWordsOf(s)) {
      const list = words.get(w);
      if (list) list.push(id);
      else words.set(w, [id]);
    }
  });
  const encoded: Record<string, number[]> = {};
  for (const [w, ids] of words) encoded[w] = ids.map((id, i) => (i === 0 ? id : id - ids[i - 1]));
  return { v: 1, language, strings, pages, records: out, words: encoded };
}
