// Persistent cache of the local search index (.blogctl/cache/search.bin): per page the digest of what its
// records come from and the size of its chunk, and what an incremental build of the sharded index needs
// (sharded-index.ts ShardState: per-file digests, counts). The index's files themselves are not stored twice:
// a warm build reads the few it updates back from the output folder (checked against their digests) and
// reuses the others as they are. The dev server keeps one in memory across rebuilds, with the files.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { writeFileAtomic } from '../util/write-atomic';
import type { PagePart } from './local-index';
import type { ShardState } from './sharded-index';

export interface IndexState {
  language: string;
  /** Per page (= chunk): the digest of its inputs and its chunk's length. */
  keys: string[];
  chars: number[];
  /** The single-file form: its digest (the version), records and per page its part (a small site's warm build
   *  makes only the changed pages' parts); or the sharded form's state. */
  single?: { version: string; records: number; parts?: PagePart[] };
  shards?: ShardState;
}

interface SearchCacheFile {
  key: string;
  index?: IndexState;
}

export class SearchCache {
  private next?: IndexState;

  /** `at`: the cache file ('' in memory) and blogctl's toolchain key. */
  private constructor(
    private readonly at: { file: string; key: string },
    private data: IndexState | undefined,
    /** In-memory caches: the files of the last index (name under assets/search/ → content; packs as bytes). */
    readonly files?: Map<string, string | Uint8Array>,
  ) {}

  /** A cache that lives only in this process (never saved): it keeps the index's files themselves. */
  static inMemory(): SearchCache {
    return new SearchCache({ file: '', key: '' }, undefined, new Map());
  }

  /** Opens the cache; a missing, corrupt or differently-keyed file starts empty. */
  static open(file: string, key: string): SearchCache {
    let data: IndexState | undefined;
    try {
      if (existsSync(file)) {
        const read = deserialize(readFileSync(file)) as SearchCacheFile;
        if (read.key === key && Array.isArray(read.index?.keys)) data = read.index;
      }
    } catch {
      // Corrupt: rebuilt and rewritten.
    }
    return new SearchCache({ file, key }, data);
  }

  /** The state of the index the previous build wrote. */
  previous(): IndexState | undefined {
    return this.data;
  }

  /** A file of the previous index: from memory, or from the output folder's assets/search/ (a pack, `.bin`, as
   *  bytes; the JSON files as text). */
  read(name: string, outDir: string): string | Uint8Array | undefined {
    if (this.files) return this.files.get(name);
    try {
      const path = join(outDir, 'assets', 'search', name);
      return name.endsWith('.bin') ? readFileSync(path) : readFileSync(path, 'utf8');
    } catch {
      return undefined;
    }
  }

  /** read() of a JSON file (undefined when it is not text). */
  readText(name: string, outDir: string): string | undefined {
    const v = this.read(name, outDir);
    return typeof v === 'string' ? v : undefined;
  }

  /** This build's index: its state, and (in memory) the files whose content changed. */
  set(state: IndexState, changed: Iterable<[string, string | Uint8Array]>): void {
    this.next = state;
    if (!this.files) return;
    // In memory: the next build starts from this index at once (its files are here, whatever the output).
    this.data = state;
    for (const [name, content] of changed) this.files.set(name, content);
  }

  /** Long-running processes: the index just built is the one the next build starts from. */
  advance(): void {
    if (this.next) this.data = this.next;
    this.next = undefined;
  }

  /** Writes this build's state, atomically. */
  save(): void {
    if (!this.at.file || !this.next || this.next === this.data) return;
    writeFileAtomic(this.at.file, serialize({ key: this.at.key, index: this.next } satisfies SearchCacheFile), {
      mkdir: true,
    });
  }
}
