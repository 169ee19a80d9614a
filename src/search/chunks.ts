// One record chunk of the sharded index (ChunkFile in src/shared/search/shards.ts), built from whole pages with
// every id local to it: its strings (each once, in order of first use), pages, record rows and the segmenter
// words of its strings. The same pages always give the same chunk, whatever the rest of the site holds.
import type { ChunkFile } from '../shared/search/shards';
import type { SearchRecord } from '../shared/search/types';
import { cjkWords, extractBlocks } from './blocks';
import type { RecordPage } from './records';

export const TYPE_CODE: Record<SearchRecord['type'], number> = {
  lvl1: 1,
  lvl2: 2,
  lvl3: 3,
  lvl4: 4,
  lvl5: 5,
  lvl6: 6,
  content: 7,
};

type WordsOf = (text: string) => readonly string[];

export class ChunkBuilder {
  records = 0;
  private readonly strings: string[] = [];
  private readonly ids = new Map<string, number>();
  private readonly pages: ChunkFile['p'] = [];
  private readonly rows: ChunkFile['r'] = [];
  private readonly words = new Map<string, number[]>();
  /** Per string id: its words (wordsOf()), as TermTable.addChunk() takes them. */
  readonly stringWords: (readonly string[])[] = [];

  private sid(s: string | null, wordsOf: WordsOf): number {
    if (s === null || s === '') return -1;
    let id = this.ids.get(s);
    if (id === undefined) {
      id = this.strings.length;
      this.strings.push(s);
      this.ids.set(s, id);
      const ws = wordsOf(s);
      this.stringWords.push(ws);
      for (const w of ws) {
        const list = this.words.get(w);
        if (list) list.push(id);
        else this.words.set(w, [id]);
      }
    }
    return id;
  }

  page(url: string, tag: string, lvl0: string | null, lvl1: string | null, wordsOf: WordsOf): void {
    this.pages.push([url, tag, this.sid(lvl0, wordsOf), this.sid(lvl1, wordsOf)]);
  }

  /** A record of the last page: type code, anchor ('' = none), lvl2..lvl6 and content texts. */
  row(type: number, anchor: string, texts: (string | null)[], wordsOf: WordsOf): void {
    this.rows.push([this.pages.length - 1, type, anchor, ...texts.map((t) => this.sid(t, wordsOf))]);
    this.records++;
  }

  /** row(type, anchor, [...headings, content], wordsOf) without the arrays in between (headings: lvl2..lvl6). */
  rowOf(
    type: number,
    anchor: string,
    headings: readonly (string | null)[],
    content: string | null,
    wordsOf: WordsOf,
  ): void {
    const row: ChunkFile['r'][number] = [this.pages.length - 1, type, anchor];
    for (let i = 0; i < 5; i++) row.push(this.sid(headings[i], wordsOf));
    row.push(this.sid(content, wordsOf));
    this.rows.push(row);
    this.records++;
  }

  done(): ChunkFile {
    const w: Record<string, number[]> = Object.create(null);
    for (const [word, ids] of this.words) w[word] = ids.map((id, i) => (i === 0 ? id : id - ids[i - 1]));
    return { p: this.pages, t: this.strings, r: this.rows, w };
  }

  /** The chunk without its `w` (what the term table and the chunk summary read): no word object made. */
  withoutWords(): ChunkRows {
    return { p: this.pages, t: this.strings, r: this.rows };
  }

  /**
   * JSON.stringify(this.done()), written without the `w` object: a dictionary-mode object of some hundred keys
   * per page was most of the chunk's JSON time (and building it the rest of done()'s). Its keys go in as they
   * are when every word is plain CJK text (nothing to escape, never integer-like, so the object would keep them
   * in insertion order too); any other word makes it take the plain way.
   */
  json(): string {
    let w = '';
    for (const [word, ids] of this.words) {
      if (!PLAIN_KEY.test(word)) return JSON.stringify(this.done());
      let list = `${ids[0]}`;
      for (let i = 1; i < ids.length; i++) list += `,${ids[i] - ids[i - 1]}`;
      w += `${w ? ',' : ''}"${word}":[${list}]`;
    }
    return `{"p":${JSON.stringify(this.pages)},"t":${JSON.stringify(this.strings)},"r":${JSON.stringify(this.rows)},"w":{${w}}}`;
  }
}

/** A chunk's pages, strings and records: all but its words. */
export type ChunkRows = Pick<ChunkFile, 'p' | 't' | 'r'>;

/** A word JSON.stringify() writes as it is, that an object keeps in insertion order: the CJK ranges of tokenize.ts
 *  (no control character, quote, backslash or surrogate; no digit). */
const PLAIN_KEY = /^[\u3400-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af]+$/;

/**
 * One page's records (pageRecords(), in order) → its chunk. `memo`: sentence → its words (blocks.ts), shared
 * by the pages of one build so a sentence met twice is segmented once.
 */
export function pageChunk(records: SearchRecord[], memo: Map<string, string[]>): ChunkFile {
  return pageChunkBuilder(records, (s) => cjkWords(s, memo)).done();
}

/** pageChunk() as its builder, with `wordsOf` (which must give cjkWords()' result): the builder also holds the
 *  words of each of the chunk's strings (stringWords). */
export function pageChunkBuilder(records: SearchRecord[], wordsOf: WordsOf): ChunkBuilder {
  const b = new ChunkBuilder();
  const first = records[0];
  b.page(first.url_without_anchor, first.docusaurus_tag, first.hierarchy.lvl0, first.hierarchy.lvl1, wordsOf);
  for (const r of records) {
    const h = r.hierarchy;
    b.row(TYPE_CODE[r.type], r.anchor ?? '', [h.lvl2, h.lvl3, h.lvl4, h.lvl5, h.lvl6, r.content], wordsOf);
  }
  return b;
}

/**
 * pageChunk(pageRecords(page)) without the records (the worker threads' path: worker-tasks.ts): the same rows,
 * strings and words in the same order, and the builder, whose stringWords the term table takes.
 */
export function pageChunkOf(page: RecordPage, wordsOf: WordsOf): ChunkBuilder {
  const b = new ChunkBuilder();
  b.page(page.url, page.tag, page.lvl0, page.title, wordsOf);
  const h: (string | null)[] = [null, null, null, null, null];
  b.rowOf(TYPE_CODE.lvl1, '', h, null, wordsOf);
  let anchor: string | null = null;
  for (const block of extractBlocks(page.html)) {
    if (block.type === 'content') {
      b.rowOf(TYPE_CODE.content, anchor ?? '', h, block.text, wordsOf);
      continue;
    }
    const level = Number(block.type.slice(3));
    for (let l = level; l <= 6; l++) h[l - 2] = null;
    h[level - 2] = block.text;
    anchor = block.anchor ?? anchor;
    b.rowOf(level, anchor ?? '', h, null, wordsOf);
  }
  return b;
}
