// Each entry's share of the structure key (route-deps.ts), kept between builds so a warm build does not
// serialize every unchanged entry again. A record is [stamp, digest]: the stamp is what the entry's structure
// facts are made from besides the "environment" — the hash of the entry's text (content/entry-source.ts) and
// the few facts that can change while its text does not (permalink, title, date, image, draft/unlisted, edit
// URL, last update) — and the digest is that of the entry's structure facts. The environment (the config,
// tags, authors, doc categories and sidebars) keys the whole file: when it changes, every digest is made again.
// An entry without a recorded text hash (no Markdown cache, a React page) is always serialized.
import { RecordFile } from '../util/record-file';

/** structure.json: `{ version: 1, env, entries: { file: [stamp, digest] } }`. */
const FORMAT = { version: 1, field: 'env' };

export class StructureCache {
  /** Entries whose digest was made again in the last structure key (not answered from the cache). */
  computed = 0;

  private constructor(private readonly records: RecordFile<[string, string]>) {}

  /** The cache kept in `file` for blogctl's toolchain `key`; a missing, foreign or corrupt file: an empty cache. */
  static open(file: string, key: string): StructureCache {
    return new StructureCache(RecordFile.open(file, key, FORMAT));
  }

  /** A cache that lives only in this process (the dev server keeps one across rebuilds; never saved). */
  static inMemory(): StructureCache {
    return new StructureCache(RecordFile.inMemory(FORMAT));
  }

  /** Starts a structure key in environment `env`: records of another environment are not used. */
  begin(env: string): void {
    this.records.begin(env);
    this.computed = 0;
  }

  /** The digest recorded for `file` with this stamp in this environment. */
  get(file: string, stamp: string): string | undefined {
    const rec = this.records.previousRecord(file);
    if (!Array.isArray(rec) || rec[0] !== stamp || typeof rec[1] !== 'string') return undefined;
    this.records.keep(file, rec as [string, string]);
    return rec[1];
  }

  /** Records `file`'s digest for the next build. */
  set(file: string, stamp: string, digest: string): void {
    this.computed++;
    this.records.keep(file, [stamp, digest]);
  }

  /** The records of this key become the previous ones (long-running processes, and after save). */
  advance(): void {
    this.records.advance();
  }

  /** Writes the records that changed (after a successful build). */
  save(): void {
    this.records.save();
  }
}
