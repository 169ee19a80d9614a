// send(): writes one file as a response: content type with charset, ETag/304, cache policy, gzip/brotli.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { SiteFile } from './site-files';

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  svg: 'image/svg+xml; charset=utf-8',
  map: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  pdf: 'application/pdf',
};

export function contentTypeOf(path: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';
  return TYPES[ext] ?? 'application/octet-stream';
}

/** Content-hashed build assets (`assets/js/main-AB12CD34.js`, `assets/images/x-0123abcd.png`) never change. */
export function isHashedAsset(path: string): boolean {
  return /^assets\/.+-[A-Za-z0-9]{8}\.[a-z0-9]+$/.test(path);
}

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;
const MIN_COMPRESS_BYTES = 1024;
// Compressed bodies by etag + encoding; bounded so a long dev session does not grow without limit.
const compressed = new Map<string, Buffer>();
const MAX_CACHED = 2000;

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
  res.setHeader('Cache-Control', opts.noStore ? 'no-cache' : isHashedAsset(opts.path) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
  const compressible = COMPRESSIBLE.test(type);
  if (compressible) res.setHeader('Vary', 'Accept-Encoding');
  if (status === 200 && matches(req.headers['if-none-match'], file.etag)) {
    res.writeHead(304).end();
    return;
  }
  let body = file.body;
  if (compressible && body.length >= MIN_COMPRESS_BYTES) {
    const encoding = pickEncoding(String(req.headers['accept-encoding'] ?? ''));
    if (encoding) {
      body = compress(file, encoding);
      res.setHeader('Content-Encoding', encoding);
    }
  }
  res.setHeader('Content-Length', body.length);
  res.writeHead(status);
  res.end(req.method === 'HEAD' ? undefined : body);
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

function compress(file: SiteFile, encoding: 'br' | 'gzip'): Buffer {
  const key = `${encoding}:${file.etag}`;
  let out = compressed.get(key);
  if (!out) {
    out = encoding === 'br' ? brotliCompressSync(file.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(file.body, { level: 6 });
    if (compressed.size >= MAX_CACHED) compressed.delete(compressed.keys().next().value!);
    compressed.set(key, out);
  }
  return out;
}
