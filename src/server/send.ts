// send(): writes one file as a response: content type with charset, ETag/304, cache policy, byte ranges
// (206/416), gzip/brotli for text, and streaming for files too large to be held in memory.
import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { lookup } from 'mrmime';
import { ByteLru } from './byte-lru';
import type { SiteFile } from './site-files';

// Types come from mrmime (generated from mime-db). Two deliberate differences: `.ico` (absent there, as its
// registered type is a vendor one) is served as browsers expect, and `.xml` (feeds, sitemap) as application/xml,
// the type RFC 7303 recommends over text/xml.
const OVERRIDES: Record<string, string> = { ico: 'image/x-icon', xml: 'application/xml' };
const TEXTUAL = /^(text\/|application\/(json|javascript|xml|manifest\+json|[\w.-]+\+(json|xml))$|image\/svg\+xml$)/;

export function contentTypeOf(path: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';
  const type = OVERRIDES[ext] ?? lookup(ext) ?? 'application/octet-stream';
  return TEXTUAL.test(type) ? `${type}; charset=utf-8` : type;
}

/** Content-hashed build assets (`assets/js/main-AB12CD34.js`, `assets/images/x-0123abcd.png`) never change. */
export function isHashedAsset(path: string): boolean {
  return /^assets\/.+-[A-Za-z0-9]{8}\.[a-z0-9]+$/.test(path);
}

const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|wasm|manifest\+json|[\w.-]+\+(json|xml))|image\/svg\+xml)/;
const MIN_COMPRESS_BYTES = 1024;
// Compressed bodies by etag + encoding, bounded by bytes so a long session does not grow without limit.
const compressed = new ByteLru<string, Buffer>(32 * 1024 * 1024, 2000);

export interface SendOptions {
  status?: number;
  /** Output-relative path: decides type and cache policy. */
  path: string;
  /** `no-store` for dev, where files change under the same URL. @default false */
  noStore?: boolean;
}

export function send(req: IncomingMessage, res: ServerResponse, file: SiteFile, opts: SendOptions): void {
  const status = opts.status ?? 200;
  const type = contentTypeOf(opts.path);
  res.setHeader('Content-Type', type);
  res.setHeader('ETag', file.etag);
  res.setHeader(
    'Cache-Control',
    opts.noStore
      ? 'no-cache'
      : isHashedAsset(opts.path)
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate',
  );
  const compressible = COMPRESSIBLE.test(type);
  if (compressible) res.setHeader('Vary', 'Accept-Encoding');
  if (status === 200) res.setHeader('Accept-Ranges', 'bytes');
  if (status === 200 && matches(req.headers['if-none-match'], file.etag)) {
    res.writeHead(304).end();
    return;
  }
  const head = req.method === 'HEAD';
  // Ranges of the file's own bytes (never of a compressed body), for a file that is answered in full otherwise.
  // An empty file is answered in full (200, no body) whatever the range, as `docusaurus serve` answers it: a media
  // element's `bytes=0-` would otherwise be a 416 console error.
  const range =
    status === 200 &&
    file.size > 0 &&
    req.headers.range &&
    ifRangeHolds(req.headers['if-range'] as string | undefined, file.etag)
      ? parseRange(req.headers.range, file.size)
      : null;
  if (range === 'unsatisfiable') {
    res.removeHeader('Content-Type');
    res.writeHead(416, { 'Content-Range': `bytes */${file.size}`, 'Content-Length': 0 }).end();
    return;
  }
  if (range) {
    res.writeHead(206, {
      'Content-Range': `bytes ${range.start}-${range.end}/${file.size}`,
      'Content-Length': range.end - range.start + 1,
    });
    if (head) res.end();
    else if (file.body) res.end(file.body.subarray(range.start, range.end + 1));
    else stream(res, file.path!, range);
    return;
  }
  if (!file.body) {
    // Too large to hold: streamed as it is (large files are media and archives, which do not compress).
    res.writeHead(status, { 'Content-Length': file.size });
    if (head) res.end();
    else stream(res, file.path!, { start: 0, end: file.size - 1 });
    return;
  }
  let body = file.body;
  if (compressible && body.length >= MIN_COMPRESS_BYTES) {
    const encoding = pickEncoding(String(req.headers['accept-encoding'] ?? ''));
    if (encoding) {
      body = compress(file, body, encoding);
      res.setHeader('Content-Encoding', encoding);
    }
  }
  res.setHeader('Content-Length', body.length);
  res.writeHead(status);
  res.end(head ? undefined : body);
}

/** Bytes [start, end] of the file at `path` as the body. */
function stream(res: ServerResponse, path: string, { start, end }: { start: number; end: number }): void {
  if (end < start) {
    res.end();
    return;
  }
  const input = createReadStream(path, { start, end });
  // The file vanished or shrank since it was looked up: the length is already sent, so the connection is cut.
  input.on('error', () => res.destroy());
  res.on('close', () => input.destroy());
  input.pipe(res);
}

/**
 * One `bytes=` range (`a-b`, `a-`, `-n`) → the bytes to send; 'unsatisfiable' when it starts past the end;
 * null (answer in full) when the header is malformed or asks for several ranges, as serve-static does.
 */
export function parseRange(header: string, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const m = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  if (m[2] !== '' && Number(m[2]) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1) };
}

/** `If-Range`: the range applies only while the representation is the one named (strong ETag match). */
function ifRangeHolds(header: string | undefined, etag: string): boolean {
  if (header === undefined) return true;
  return header.trim() === etag;
}

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const v = t.trim();
    return v === '*' || v === etag || v === `W/${etag}`;
  });
}

function pickEncoding(accept: string): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip';
  return null;
}

function compress(file: SiteFile, body: Buffer, encoding: 'br' | 'gzip'): Buffer {
  const key = `${encoding}:${file.etag}`;
  let out = compressed.get(key);
  if (!out) {
    out =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(body, { level: 6 });
    compressed.set(key, out, out.length);
  }
  return out;
}
