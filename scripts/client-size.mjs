// First-load size of a page's hydration client: the entry script, every modulepreloaded chunk and the
// stylesheets its HTML links, each gzipped (zlib level 9 and the default level 6) and summed.
// Usage: node scripts/client-size.mjs [buildDir=build] [route=first post]
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dir = process.argv[2] ?? 'build';
let route = process.argv[3];
if (!route) {
  const post = readdirSync(join(dir, 'blog'), { withFileTypes: true }).find((d) => {
    if (!d.isDirectory()) return false;
    try {
      const html = readFileSync(join(dir, 'blog', d.name, 'index.html'), 'utf8');
      return (
        html.includes('<script id="__BLOGCTL_DATA__" type="application/json">') &&
        html.includes('"props":{"kind":"post"')
      );
    } catch {
      return false;
    }
  });
  route = `/blog/${post.name}`;
}
const html = readFileSync(join(dir, route.replace(/^\/+/, ''), 'index.html'), 'utf8');
const assets = [
  ...html.matchAll(/<script type="module" src="([^"]+)"/g),
  ...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g),
  ...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g),
].map((m) => m[1]);
const rows = [...new Set(assets)].map((url) => {
  const buf = readFileSync(join(dir, decodeURI(url).replace(/^\/+/, '')));
  return { url, raw: buf.length, gzip9: gzipSync(buf, { level: 9 }).length, gzip6: gzipSync(buf).length };
});
const sum = (k, ext = '') => rows.filter((r) => r.url.endsWith(ext)).reduce((n, r) => n + r[k], 0);
console.log(`First load of ${route}:`);
for (const r of rows)
  console.log(
    `  ${r.url.padEnd(40)} raw ${String(r.raw).padStart(7)}  gzip-9 ${String(r.gzip9).padStart(6)}  gzip-6 ${String(r.gzip6).padStart(6)}`,
  );
console.log(
  `  ${'total'.padEnd(40)} raw ${String(sum('raw')).padStart(7)}  gzip-9 ${String(sum('gzip9')).padStart(6)}  gzip-6 ${String(sum('gzip6')).padStart(6)}`,
);
const kb = (n) => (n / 1024).toFixed(1);
console.log(
  `  JS ${kb(sum('gzip9', '.js'))} KiB gzip -9 (budget 70 KB, React included) · CSS ${kb(sum('gzip9', '.css'))} KiB gzip -9 (budget 20 KB)`,
);
