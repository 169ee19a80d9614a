// The engine's term lookups over an index's normalized strings, each computed on first use: a query needs the
// strings of its few terms, not every CJK bigram of the index (building all of them was most of the engine's
// start-up, paid again each time the term-sharded index adds chunks). Same answers as a full term map:
// string ids ascending, each once.
import { latinWords } from './tokenize';

export class TermLookup {
  private readonly cjk = new Map<string, number[]>();
  private latin?: Map<string, number[]>;
  private vocabList?: string[];
  private buckets?: Map<string, string[]>;
  private readonly wordSets = new Map<string, Set<number> | undefined>();

  /**
   * words: the index's segmenter words (delta-encoded string ids) or a function giving one word's string ids;
   * vocab: the latin words for prefix and typo matching (default: the index's own).
   */
  constructor(
    private readonly norm: string[],
    private readonly words: Record<string, number[]> | ((word: string) => Set<number> | undefined),
    private readonly givenVocab?: string[],
  ) {}

  /**
   * Strings holding a CJK word (undefined: none): the strings holding all its bigrams (or its one character) in
   * which it occurs, as the index's CJK unigrams and bigrams would select them: characters that stand side by
   * side in a text are in one CJK run, so a substring test alone is exact.
   */
  cjkText(key: string): number[] | undefined {
    let list = this.cjk.get(key);
    if (!list) {
      list = [];
      const norm = this.norm;
      for (let sid = 0; sid < norm.length; sid++) if (norm[sid].includes(key)) list.push(sid);
      this.cjk.set(key, list);
    }
    return list.length ? list : undefined;
  }

  /** Strings with this latin word (latinWords of the text), undefined: none. */
  latinWord(word: string): number[] | undefined {
    return this.latinMap().get(word);
  }

  /** Strings where the build-time segmenter found this word (undefined: none). */
  segmenterWord(word: string): Set<number> | undefined {
    if (!this.wordSets.has(word)) {
      const words = this.words;
      let set: Set<number> | undefined;
      if (typeof words === 'function') set = words(word);
      else if (Object.hasOwn(words, word)) {
        let id = 0;
        set = new Set(words[word].map((d, i) => (id = i === 0 ? d : id + d)));
      }
      this.wordSets.set(word, set);
    }
    return this.wordSets.get(word);
  }

  /** The latin vocabulary, sorted. */
  vocab(): string[] {
    return (this.vocabList ??= this.givenVocab ?? [...this.latinMap().keys()].sort());
  }

  /** Vocabulary words with this first letter and length (the typo scan). */
  bucket(first: string, length: number): string[] | undefined {
    if (!this.buckets) {
      this.buckets = new Map();
      for (const w of this.vocab()) {
        const k = w[0] + w.length;
        const list = this.buckets.get(k);
        if (list) list.push(w);
        else this.buckets.set(k, [w]);
      }
    }
    return this.buckets.get(first + length);
  }

  private latinMap(): Map<string, number[]> {
    if (!this.latin) {
      this.latin = new Map();
      this.norm.forEach((text, sid) => {
        for (const w of latinWords(text)) {
          const list = this.latin!.get(w);
          if (!list) this.latin!.set(w, [sid]);
          else if (list[list.length - 1] !== sid) list.push(sid);
        }
      });
    }
    return this.latin;
  }
}
