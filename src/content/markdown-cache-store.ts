// How the Markdown cache lies on disk beside its shards: each shard's rendered HTML, excerpts and links sit in
// one blob file, read per entry when a build asks for them (lazyResult), and written back as bytes when a build
// did not read them (withoutHtml); the shard's long texts go into its buffer (packTexts). A file's shard is a
// hash of its path (shardOf).
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import type { EntryOutput } from './render-entries';
import type { RenderedMarkdown } from './markdown';
import { htmlFacts, rememberFacts, type HtmlFacts } from './html-facts';
import { type StoredText, TextPacker, textOf } from './shard-texts';
import type { FrontMatterEntry, KindDiagnostics, KindTexts } from './stored-front-matter';

/** [offset, HTML bytes, excerpt bytes (-1: none), links bytes (JSON; absent: the links are in the shard)]. */
export type Blob = [number, number, number, number?];
/**
 * `source`: the hash of the file text the job was made from (jobs carry it when their text was hashed). On disk
 * the rendering's HTML and excerpt are not in the shard but in its blob file (CacheFile.blob): `blob` gives their
 * byte offset and lengths there (-1: no excerpt), `facts` what is asked of them for every entry (html-facts.ts).
 * `headings`: on disk, the rendering's headings as JSON text (the stored result's are empty), parsed when asked
 * for: only the routes of changed entries and the link check of their anchors need them. `texts`: the buffer of
 * the shard the entry was read from, which `headings` may refer to (shard-texts.ts).
 */
export type CachedEntry = {
  hash: string;
  source?: string;
  output: EntryOutput;
  blob?: Blob;
  facts?: HtmlFacts;
  blobFile?: string;
  headings?: StoredText;
  texts?: Buffer;
};

const MAX_SHARDS = 32;
/** How many shards hold a cache of `entries` files: one per 128, at most 32. */
export const shardCount = (entries: number) => Math.min(MAX_SHARDS, Math.max(1, Math.ceil(entries / 128)));
/** A file's shard: FNV-1a of its path, its bits mixed (MurmurHash3's finalizer) so paths that end alike spread
 *  evenly (a SHA-256 per file cost every save 3-4 ms per 1,000 entries). */
export function shardOf(file: string, count: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < file.length; i++) h = Math.imul(h ^ file.charCodeAt(i), 0x01000193);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) % count;
}
/** A shard file's name; the first group is its index. */
export const SHARD_FILE = /^shard-(\d+)\.bin$/;
/** A blob file's name: its shard and a random tag (a rewrite never overwrites a blob a process may read). */
export const BLOB_FILE = /^shard-\d+-[0-9a-f]+\.html$/;

/** Bytes [offset, offset + length) of `file` as text. */
function readRange(file: string, offset: number, length: number): string {
  const fd = openSync(file, 'r');
  try {
    const buf = Buffer.allocUnsafe(length);
    let n = 0;
    while (n < length) {
      const got = readSync(fd, buf, n, length - n, offset + n);
      if (got === 0) throw new Error(`blogctl: the Markdown cache file ${file} changed during the build; build again`);
      n += got;
    }
    return buf.toString('utf8');
  } catch (err) {
    throw err instanceof Error && err.message.startsWith('blogctl:')
      ? err
      : new Error(`blogctl: the Markdown cache file ${file} could not be read during the build; build again`);
  } finally {
    closeSync(fd);
  }
}

type LazyKey = 'html' | 'excerptHtml' | 'links' | 'headings';

/** Where a lazy result's parts are: its shard's blob file, their place in it, and its headings as JSON text (in
 *  its shard's buffer `texts`, see shard-texts.ts). */
interface LazySource {
  file: string;
  blob: Blob;
  headings: StoredText | undefined;
  texts: Buffer | undefined;
}

const lazySources = new WeakMap<object, LazySource>();

const READ: Record<LazyKey, (s: LazySource) => unknown> = {
  html: ({ file, blob: [offset, htmlBytes] }) => readRange(file, offset, htmlBytes),
  excerptHtml: ({ file, blob: [offset, htmlBytes, excerptBytes] }) => readRange(file, offset + htmlBytes, excerptBytes),
  headings: ({ headings, texts }) => JSON.parse(textOf(headings!, texts)),
  links: ({ file, blob: [offset, htmlBytes, excerptBytes, linkBytes] }) =>
    JSON.parse(readRange(file, offset + htmlBytes + Math.max(0, excerptBytes), linkBytes!)),
};

/** Each lazy key's accessors, shared by every lazy result (a closure pair per key and entry was a tenth of what a
 *  warm build of 10,000 posts kept alive): the first read or write replaces the accessor with the value. */
const ACCESSORS = Object.fromEntries(
  (Object.keys(READ) as LazyKey[]).map((key) => {
    const settle = (target: object, value: unknown) =>
      Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
    const accessor: PropertyDescriptor = {
      configurable: true,
      enumerable: true,
      get(this: object) {
        const value = READ[key](lazySources.get(this)!);
        settle(this, value);
        return value;
      },
      set(this: object, value: unknown) {
        settle(this, value);
      },
    };
    return [key, accessor];
  }),
) as Record<LazyKey, PropertyDescriptor>;

/** A cached rendering whose HTML and excerpt are read from the blob file when first asked for. */
export function lazyResult(
  stored: RenderedMarkdown,
  file: string,
  blob: Blob,
  facts: HtmlFacts | undefined,
  { headings, texts }: Pick<LazySource, 'headings' | 'texts'>,
): RenderedMarkdown {
  const result = { ...stored };
  lazySources.set(result, { file, blob, headings, texts });
  Object.defineProperty(result, 'html', ACCESSORS.html);
  if (blob[2] < 0) result.excerptHtml = null;
  else Object.defineProperty(result, 'excerptHtml', ACCESSORS.excerptHtml);
  // The links are read only when the link check looks at the entry again (its cache answers for the rest).
  if (headings !== undefined) Object.defineProperty(result, 'headings', ACCESSORS.headings);
  if (blob[3] !== undefined) Object.defineProperty(result, 'links', ACCESSORS.links);
  if (facts) rememberFacts(result, facts);
  return result;
}

/** A shard's entries as stored (HTML and excerpt left out, their facts kept) and the blob that holds the HTML. */
export function withoutHtml(entries: Map<string, CachedEntry>): { entries: Map<string, CachedEntry>; blob: Buffer } {
  const parts: Buffer[] = [];
  let offset = 0;
  const out = new Map<string, CachedEntry>();
  const old = new Map<string, Buffer>();
  const unread = (r: RenderedMarkdown, key: 'html' | 'excerptHtml' | 'links' | 'headings') =>
    typeof Object.getOwnPropertyDescriptor(r, key)?.get === 'function';
  for (const [file, e] of entries) {
    const r = e.output.result;
    // Text not read in this build is copied as bytes from the blob it was in (not decoded and encoded again).
    const from = (at: number, length: number) => {
      let buf = old.get(e.blobFile!);
      if (!buf) old.set(e.blobFile!, (buf = readFileSync(e.blobFile!)));
      if (buf.length < at + length)
        throw new Error(`blogctl: the Markdown cache file ${e.blobFile} changed during the build; build again`);
      return buf.subarray(at, at + length);
    };
    const lazy = e.blob && e.blobFile ? e.blob : undefined;
    const html = lazy && unread(r, 'html') ? from(lazy[0], lazy[1]) : Buffer.from(r.html, 'utf8');
    const excerpt =
      lazy && lazy[2] >= 0 && unread(r, 'excerptHtml')
        ? from(lazy[0] + lazy[1], lazy[2])
        : r.excerptHtml === null
          ? null
          : Buffer.from(r.excerptHtml, 'utf8');
    const links =
      lazy && lazy[3] !== undefined && unread(r, 'links')
        ? from(lazy[0] + lazy[1] + Math.max(0, lazy[2]), lazy[3])
        : Buffer.from(JSON.stringify(r.links ?? []), 'utf8');
    parts.push(html);
    if (excerpt) parts.push(excerpt);
    parts.push(links);
    const headings = e.headings !== undefined && unread(r, 'headings') ? e.headings : JSON.stringify(r.headings);
    const {
      html: _html,
      excerptHtml: _excerpt,
      links: _links,
      headings: _headings,
      ...rest
    } = Object.getOwnPropertyDescriptors(r);
    const result = Object.assign(Object.fromEntries(Object.entries(rest).map(([k, d]) => [k, d.value])), {
      html: '',
      excerptHtml: null,
      links: [],
      headings: [],
    }) as unknown as RenderedMarkdown;
    out.set(file, {
      hash: e.hash,
      ...(e.source !== undefined ? { source: e.source } : {}),
      output: { ...e.output, result },
      blob: [offset, html.length, excerpt ? excerpt.length : -1, links.length],
      facts: htmlFacts(r),
      headings,
      ...(headings === e.headings && e.texts ? { texts: e.texts } : {}),
    });
    offset += html.length + (excerpt ? excerpt.length : 0) + links.length;
  }
  return { entries: out, blob: Buffer.concat(parts) };
}

/** A shard's entries and front matter as stored: their long texts in the shard's buffer (shard-texts.ts), without
 *  the buffers they were read from. */
export function packTexts(
  entries: Map<string, CachedEntry>,
  frontMatter: Map<string, FrontMatterEntry>,
): { entries: Map<string, CachedEntry>; frontMatter: Map<string, FrontMatterEntry>; texts: Buffer } {
  const packer = new TextPacker();
  const outEntries = new Map<string, CachedEntry>();
  for (const [file, { texts, headings, ...e }] of entries)
    outEntries.set(file, headings === undefined ? e : Object.assign(e, { headings: packer.pack(headings, texts) }));
  const outFrontMatter = new Map<string, FrontMatterEntry>();
  for (const [file, v] of frontMatter) {
    if (v.bodyStart === undefined) {
      outFrontMatter.set(file, v);
      continue;
    }
    const { texts, keys, kinds, ...rest } = v;
    const packed: KindTexts = {};
    for (const kind of Object.keys(kinds ?? {}) as (keyof KindDiagnostics)[])
      packed[kind] = packer.pack(kinds![kind]!, texts);
    outFrontMatter.set(file, Object.assign(rest, { keys: packer.pack(keys, texts) }, kinds && { kinds: packed }));
  }
  return { entries: outEntries, frontMatter: outFrontMatter, texts: packer.finish() };
}
