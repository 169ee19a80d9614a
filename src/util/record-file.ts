// Records per input file kept between builds in one JSON file (the link check's and the structure key's caches,
// routes/link-cache.ts and routes/structure-cache.ts): the whole file stands for one "world" (blogctl's toolchain
// key and what every record depends on besides its own inputs); records of another world are never answered.
// A missing, foreign or corrupt file is an empty cache; one that cannot be written only costs the next build time.
import { readFileSync } from 'node:fs';
import { writeFileAtomic } from './write-atomic';

/** The file's format: its version and the name of the field that holds the world. */
export interface RecordFormat {
  version: number;
  field: string;
}

type RecordsOnDisk = { version: number; entries: Record<string, unknown> } & Record<string, unknown>;

export class RecordFile<R> {
  private next = new Map<string, R>();
  private nextWorld = '';

  /** `at`: the file ('' in memory), blogctl's toolchain key and the file's format. */
  private constructor(
    private readonly at: { file: string; key: string; format: RecordFormat },
    private previous: RecordsOnDisk | null,
  ) {}

  /** The records kept in `file` for blogctl's toolchain `key`. */
  static open<R>(file: string, key: string, format: RecordFormat): RecordFile<R> {
    let data: RecordsOnDisk | null = null;
    try {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as RecordsOnDisk;
      if (
        parsed &&
        parsed.version === format.version &&
        typeof parsed[format.field] === 'string' &&
        parsed.entries &&
        typeof parsed.entries === 'object' &&
        !Array.isArray(parsed.entries)
      )
        data = parsed;
    } catch {
      // No cache yet, or a corrupt one: no record is answered.
    }
    return new RecordFile<R>({ file, key, format }, data);
  }

  /** Records that live only in this process (the dev server keeps them across rebuilds; never saved). */
  static inMemory<R>(format: RecordFormat): RecordFile<R> {
    return new RecordFile<R>({ file: '', key: '', format }, null);
  }

  /** Starts a pass in `world`: records of another world are not used. */
  begin(world: string): void {
    this.nextWorld = this.at.key + ':' + world;
    this.next = new Map();
  }

  /** The previous record of `file` in this world, its shape unchecked (the caller validates it), or undefined. */
  previousRecord(file: string): unknown {
    const prev = this.previous;
    if (
      !prev ||
      prev[this.at.format.field] !== this.nextWorld ||
      !Object.prototype.hasOwnProperty.call(prev.entries, file)
    )
      return undefined;
    return prev.entries[file];
  }

  /** Keeps `file`'s record for the next build. */
  keep(file: string, record: R): void {
    this.next.set(file, record);
  }

  /** This pass's records become the previous ones (long-running processes, and after save). */
  advance(): void {
    this.previous = {
      version: this.at.format.version,
      [this.at.format.field]: this.nextWorld,
      entries: Object.fromEntries(this.next),
    };
  }

  /** Writes this pass's records (after a successful build). `reusedAll`: every record was the previous one, so
   *  when the world and the count are the same too, the file on disk already holds them and is not rewritten. */
  save(reusedAll = false): void {
    const prev = this.previous;
    const same =
      reusedAll &&
      !!prev &&
      prev[this.at.format.field] === this.nextWorld &&
      Object.keys(prev.entries).length === this.next.size;
    this.advance();
    if (!this.at.file || same) return;
    try {
      writeFileAtomic(this.at.file, JSON.stringify(this.previous), { mkdir: true });
    } catch {
      // The old file stays: each record is a pure function of its world and its own inputs, so it is never stale.
    }
  }
}
