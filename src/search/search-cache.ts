// Persistent cache of the local search index (.blogctl/cache/search.bin): the segmented words of each string
// (Intl.Segmenter, the slow part, then runs only on strings not seen before), and the digest of all pages of
// the last index with the digest of its text. An unchanged site reads its index back from the output folder
// and checks it against that digest rather than storing the text twice. Records are not cached: recomputing
// them costs less than (de)serializing them (1,000 posts: 140 ms vs 155 ms). The dev server keeps one in
// memory across rebuilds (inMemory + advance).
import { existsSync, readFileSync } from 'node:fs';
import { deserialize, serialize } from 'node:v8';
import { writeFileAtomic } from '../util/write-atomic';

interface SearchCacheFile {
  key: string;
  words: Map<string, string[]>;
  index?: { key: string; version: string; records: number };
}

export class SearchCache {
  /** Filled by serializeIndex with the words of every string of the new index. */
  readonly nextWords = new Map<string, string[]>();
  private nextIndex?: { key: string; version: string; records: number };

  private constructor(private readonly file: string, private readonly key: string, private data: SearchCacheFile) {}

  /** A cache that lives only in this process (never saved; its index is never reused: there is no output folder). */
  static inMemory(): SearchCache {
    return new SearchCache('', '', { key: '', words: new Map() });
  }

  /** Long-running processes: the words of the index just built become the ones the next build sees. */
  advance(): void {
    this.data = { key: this.key, words: new Map(this.nextWords) };
    this.nextWords.clear();
    this.nextIndex = undefined;
  }

  /** Opens the cache; a missing, corrupt or differently-keyed file starts empty. */
  static open(file: string, key: string): SearchCache {
    let data: SearchCacheFile = { key, words: new Map() };
    try {
      if (existsSync(file)) {
        const read = deserialize(readFileSync(file)) as SearchCacheFile;
        if (read.key === key && read.words instanceof Map) data = read;
      }
    } catch {
      // Corrupt: rebuilt and rewritten.
    }
    return new SearchCache(file, key, data);
  }

  /** The last index's digest and record count, when every page is unchanged. */
  index(key: string): { version: string; records: number } | undefined {
    if (this.data.index?.key !== key) return undefined;
    this.nextIndex = this.data.index;
    return this.data.index;
  }

  setIndex(key: string, version: string, records: number): void {
    this.nextIndex = { key, version, records };
  }

  /** The word map for serializeIndex: this build's words first, then the previous build's (read-through). */
  wordCache(): Map<string, string[]> {
    const previous = this.data.words;
    const next = this.nextWords;
    return new (class extends Map<string, string[]> {
      override get(s: string) {
        let words = next.get(s);
        if (!words) {
          words = previous.get(s);
          if (words) next.set(s, words);
        }
        return words;
      }
      override set(s: string, w: string[]) {
        next.set(s, w);
        return this;
      }
    })();
  }

  /** Writes what this build used (the strings of the new index only), atomically. */
  save(): void {
    if (!this.file || (this.nextIndex && this.nextIndex === this.data.index)) return; // in memory, or nothing changed
    const words = this.nextWords.size ? this.nextWords : this.data.words;
    writeFileAtomic(this.file, serialize({ key: this.key, words, index: this.nextIndex } satisfies SearchCacheFile), { mkdir: true });
  }
}
