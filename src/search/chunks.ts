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

/** A page as its chunk lists it: URL, tag, section (lvl0) and title (lvl1). */
export interface ChunkPage {
  url: string;
  tag: string;
  lvl0: string | null;
  lvl1: string | null;
}

export class ChunkBuilder {
  records = 0;
  private readonly strings: string[] = [];
  private readonly ids = new Map<string, number>();
  private readonly pages: ChunkFile['p'] = [];
  private readonly rows: ChunkFile['r'] = [];
  private readonly words = new Map<string, number[]>();
  /** Per string id: its words (wordsOf()), as TermTable.addChunk() takes them. */
  readonly stringWords: (readonly string[])[] = [];

  /** `wordsOf`: a string's segmenter words (it must give cjkWords()' result). */
  constructor(private readonly wordsOf: WordsOf) {}

  private sid(s: string | null): number {
    if (s === null || s === '') return -1;
    let id = this.ids.get(s);
    if (id === undefined) {
      id = this.strings.length;
      this.strings.push(s);
      this.ids.set(s, id);
      const ws = this.wordsOf(s);
      this.stringWords.push(ws);
      for (const w of ws) {
        const list = this.words.get(w);
        if (list) list.push(id);
        else this.words.set(w, [id]);
      }
    }
    return id;
  }

  page({ url, tag, lvl0, lvl1 }: ChunkPage): void {
    this.pages.push([url, tag, this.sid(lvl0), this.sid(lvl1)]);
  }

  /** A record of the last page: type code, anchor ('' = none), and its lvl2..lvl6 and content texts (read now:
   *  the caller may reuse the array). */
  row(type: number, anchor: string, texts: readonly (string | null)[]): void {
    const row: ChunkFile['r'][number] = [this.pages.length - 1, type, anchor];
    for (let i = 0; i < texts.length; i++) row.push(this.sid(texts[i]));
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
  const b = new ChunkBuilder(wordsOf);
  const first = records[0];
  const { lvl0, lvl1 } = first.hierarchy;
  b.page({ url: first.url_without_anchor, tag: first.docusaurus_tag, lvl0, lvl1 });
  for (const r of records) {
    const h = r.hierarchy;
    b.row(TYPE_CODE[r.type], r.anchor ?? '', [h.lvl2, h.lvl3, h.lvl4, h.lvl5, h.lvl6, r.content]);
  }
  return b;
}

/**
 * pageChunk(pageRecords(page)) without the records (the worker threads' path: worker-tasks.ts): the same rows,
 * strings and words in the same order, and the builder, whose stringWords the term table takes.
 */
export function pageChunkOf(page: RecordPage, wordsOf: WordsOf): ChunkBuilder {
  const b = new ChunkBuilder(wordsOf);
  b.page({ url: page.url, tag: page.tag, lvl0: page.lvl0, lvl1: page.title });
  // The current lvl2..lvl6 headings, then the content slot: one array for every row (row() reads it at once).
  const t: (string | null)[] = [null, null, null, null, null, null];
  b.row(TYPE_CODE.lvl1, '', t);
  let anchor: string | null = null;
  for (const block of extractBlocks(page.html)) {
    if (block.type === 'content') {
      t[5] = block.text;
      b.row(TYPE_CODE.content, anchor ?? '', t);
      t[5] = null;
      continue;
    }
    const level = Number(block.type.slice(3));
    for (let l = level; l <= 6; l++) t[l - 2] = null;
    t[level - 2] = block.text;
    anchor = block.anchor ?? anchor;
    b.row(level, anchor ?? '', t);
  }
  return b;
}
