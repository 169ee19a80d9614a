// Records per input file kept between builds in one JSON file (the link check's and the structure key's caches,
// routes/link-cache.ts and routes/structure-cache.ts): the whole file stands for one "world" (blogctl's toolchain
// key and what every record depends on besides its own inputs); records of another world are never answered.
// A missing, foreign or corrupt file is an empty cache; one that cannot be written only costs the next build time.
//
// A build that changes a few records writes only those: beside the file, `<file>.journal` holds every record set
// or removed since the file was last written whole, for that file's generation (a random id the whole file
// carries). Opening applies the journal; a journal of another generation (the file was rewritten after it) is
// ignored. Once the journal holds more than an eighth of the records, the next save writes the file whole again.
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { writeFileAtomic } from './write-atomic';

/** The file's format: its version and the name of the field that holds the world. */
export interface RecordFormat {
  version: number;
  field: string;
}

export type RecordsOnDisk = { version: number; generation?: string; entries: Record<string, unknown> } & Record<
  string,
  unknown
>;

/** `<file>.journal`: the records set and the files removed since generation `generation` was written whole. */
interface Journal {
  generation: string;
  world: string;
  set: Record<string, unknown>;
  removed: string[];
}

/** What the journal on disk holds, in memory: the records set and the files removed since the last whole write. */
interface JournalState {
  set: Map<string, unknown>;
  removed: Set<string>;
}

/** The smallest journal that is compacted (below it a whole write is never worth it). */
const MIN_COMPACT = 64;

export class RecordFile<R> {
  private next = new Map<string, R>();
  private nextWorld = '';

  /** `at`: the file ('' in memory), blogctl's toolchain key and the file's format. `journal`: what the journal on
   *  disk holds for `previous` (empty when `previous` was written whole). */
  private constructor(
    private readonly at: { file: string; key: string; format: RecordFormat },
    private previous: RecordsOnDisk | null,
    private journal: JournalState,
  ) {}

  /** The records kept in `file` (and its journal) for blogctl's toolchain `key`. */
  static open<R>(file: string, key: string, format: RecordFormat): RecordFile<R> {
    const { data, journal } = loadRecords(file, format);
    return new RecordFile<R>({ file, key, format }, data, journal);
  }

  /** Records that live only in this process (the dev server keeps them across rebuilds; never saved). */
  static inMemory<R>(format: RecordFormat): RecordFile<R> {
    return new RecordFile<R>({ file: '', key: '', format }, null, { set: new Map(), removed: new Set() });
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

  /** Keeps `file`'s record for the next build (a record answered by previousRecord is kept as that object). */
  keep(file: string, record: R): void {
    this.next.set(file, record);
  }

  /** This pass's records become the previous ones (long-running processes, and after save). */
  advance(): void {
    this.previous = {
      version: this.at.format.version,
      generation: this.previous?.generation,
      [this.at.format.field]: this.nextWorld,
      entries: Object.fromEntries(this.next),
    };
  }

  /** Writes what this pass changed (after a successful build): nothing when every record is the previous one,
   *  the journal when few changed, else the whole file. */
  save(): void {
    const prev = this.previous;
    if (!this.at.file) {
      this.advance();
      return;
    }
    const changes = prev && prev[this.at.format.field] === this.nextWorld ? this.changesSince(prev) : null;
    this.advance();
    if (changes === 0) return;
    try {
      const journaled = this.journal.set.size + this.journal.removed.size;
      if (changes !== null && prev!.generation && journaled <= compactAt(this.next.size)) this.writeJournal();
      else this.writeWhole();
    } catch {
      // The old files stay: each record is a pure function of its world and its own inputs, so it is never stale.
    }
  }

  /** Adds this pass's changes against `prev` (same world) to the journal; returns how many there were. */
  private changesSince(prev: RecordsOnDisk): number {
    let count = 0;
    for (const [file, rec] of this.next) {
      if (prev.entries[file] === rec) continue;
      count++;
      this.journal.set.set(file, rec);
      this.journal.removed.delete(file);
    }
    for (const file of Object.keys(prev.entries)) {
      if (this.next.has(file)) continue;
      count++;
      this.journal.set.delete(file);
      this.journal.removed.add(file);
    }
    return count;
  }

  private writeJournal(): void {
    const journal: Journal = {
      generation: this.previous!.generation!,
      world: this.nextWorld,
      set: Object.fromEntries(this.journal.set),
      removed: [...this.journal.removed],
    };
    writeFileAtomic(this.at.file + '.journal', JSON.stringify(journal), { mkdir: true });
  }

  private writeWhole(): void {
    this.previous!.generation = randomBytes(8).toString('hex');
    this.journal = { set: new Map(), removed: new Set() };
    writeFileAtomic(this.at.file, JSON.stringify(this.previous), { mkdir: true });
    rmSync(this.at.file + '.journal', { force: true });
  }
}

/** The journal is compacted once it holds more than an eighth of `records` (and at least MIN_COMPACT). */
function compactAt(records: number): number {
  return Math.max(MIN_COMPACT, records >> 3);
}

/** What `file` and its journal hold (`data` null: no usable file), and what of it the journal holds. */
export function loadRecords(file: string, format: RecordFormat): { data: RecordsOnDisk | null; journal: JournalState } {
  const data = readWhole(file, format);
  const journal: JournalState = { set: new Map(), removed: new Set() };
  const log = data && readJournal(file, data, format);
  if (data && log) {
    for (const f of log.removed) {
      delete data.entries[f];
      journal.removed.add(f);
    }
    for (const [f, rec] of Object.entries(log.set)) {
      data.entries[f] = rec;
      journal.set.set(f, rec);
    }
  }
  return { data, journal };
}

function readWhole(file: string, format: RecordFormat): RecordsOnDisk | null {
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
      return parsed;
  } catch {
    // No cache yet, or a corrupt one: no record is answered.
  }
  return null;
}

/** The journal of `data`'s generation and world, or null (none, another generation's, or corrupt). */
function readJournal(file: string, data: RecordsOnDisk, format: RecordFormat): Journal | null {
  if (typeof data.generation !== 'string') return null;
  try {
    const log = JSON.parse(readFileSync(file + '.journal', 'utf8')) as Journal;
    if (
      log &&
      log.generation === data.generation &&
      log.world === data[format.field] &&
      log.set &&
      typeof log.set === 'object' &&
      Array.isArray(log.removed)
    )
      return log;
  } catch {
    // No journal: the file holds every record.
  }
  return null;
}
