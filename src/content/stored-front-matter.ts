// The parsed front matter the Markdown cache keeps per file (markdown-cache.ts), and how its texts are stored:
// key locations and each kind's warnings as JSON text, read only when asked for, and in a shard's buffer when
// long (shard-texts.ts).
import type { ParsedSource } from './front-matter';
import { isStoredText, type StoredText, textOf } from './shard-texts';

/**
 * parsed.body is stored empty when it is the text from bodyStart on (always, for parseFrontMatter): the text is at
 * hand. `stat`: the file's stat when it was read (see fileStamp), recorded when the text read cleanly (no
 * diagnostics) and the stat cannot hide a later change; while the file's stat is the same, its text is not read
 * again (the body is read only if something asks for it).
 */
export type FrontMatterEntry =
  | { hash: string; parsed: ParsedSource; bodyStart?: undefined; stat?: undefined; keys?: undefined }
  | {
      hash: string;
      parsed: StoredSource;
      bodyStart: number;
      stat?: string;
      keys: StoredText;
      kinds?: KindTexts;
      /** The buffer of the shard it was read from, which `keys` and `kinds` may refer to (shard-texts.ts). */
      texts?: Buffer;
    };

/**
 * A parse stored without its body and key locations: `keys` (FrontMatterEntry) holds those as JSON text, made into
 * a Map only when a diagnostic asks where a key is (most builds never do). A Map of 10-20 small objects per file
 * was half of what opening the cache deserialized (and then collected as garbage).
 */
type StoredSource = Omit<ParsedSource, 'body' | 'keyLocations' | 'kindDiagnostics'>;

export type KindDiagnostics = NonNullable<ParsedSource['kindDiagnostics']>;
/** A parse's kindDiagnostics as stored: each kind's list as JSON text, parsed only for an entry of that kind (a post
 *  never reads what its fields would be as a doc's, which was most of a stored parse). */
export type KindTexts = Partial<Record<keyof KindDiagnostics, StoredText>>;

export const keyLocationsOf = (keys: StoredText, texts: Buffer | undefined): ParsedSource['keyLocations'] =>
  new Map(JSON.parse(textOf(keys, texts)) as [string, { line: number; column: number }][]);

export function kindTextsOf(kinds: KindDiagnostics): KindTexts {
  const out: KindTexts = {};
  for (const kind of Object.keys(kinds) as (keyof KindDiagnostics)[]) out[kind] = JSON.stringify(kinds[kind]);
  return out;
}

/** kindDiagnostics whose lists are parsed from their text when first read; `buf`: see textOf. */
export function kindDiagnosticsOf(texts: KindTexts, buf: Buffer | undefined): KindDiagnostics {
  const out: KindDiagnostics = {};
  for (const kind of Object.keys(texts) as (keyof KindDiagnostics)[]) {
    let list: KindDiagnostics[typeof kind];
    Object.defineProperty(out, kind, {
      enumerable: true,
      get: () => (list ??= JSON.parse(textOf(texts[kind]!, buf)) as KindDiagnostics[typeof kind]),
    });
  }
  return out;
}

/** Whether a stored front matter entry's texts are all answerable from its shard's buffer `texts`. */
export function frontMatterTextsOk(v: FrontMatterEntry, texts: Buffer | undefined): boolean {
  if (v.bodyStart === undefined) return true;
  return isStoredText(v.keys, texts) && Object.values(v.kinds ?? {}).every((t) => isStoredText(t, texts));
}
