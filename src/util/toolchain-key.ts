// The toolchain key: changes whenever blogctl's own code or a dependency that shapes its output changes,
// so persistent caches written by another version are never reused.
import { closeSync, openSync, readdirSync, readFileSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { hashOf } from './hash';
import { dependencyVersion, packageRoot, packageVersion } from './package-root';

const OUTPUT_DEPS = [
  'markdown-it',
  'markdown-it-anchor',
  'prismjs',
  'katex',
  'npm-to-yarn',
  'react',
  'react-dom',
  'esbuild',
  'yaml',
];
let cached: string | undefined;

export function toolchainKey(): string {
  if (cached) return cached;
  const root = packageRoot();
  const parts = [packageVersion(), process.version];
  for (const dep of OUTPUT_DEPS) parts.push(dep, dependencyVersion(dep));
  // blogctl's own code: the compiled dist/ when running it, the sources otherwise.
  const compiled = !import.meta.url.endsWith('.ts');
  parts.push(...codeKeyParts(join(root, compiled ? 'dist' : 'src'), compiled));
  return (cached = hashOf(...parts));
}

/**
 * What identifies blogctl's code. Sources: the size and mtime of every file. The compiled dist/: the content of
 * its entry files (dist/*.mjs), which name every chunk they load by a hash of that chunk's content and of the
 * chunks it imports in turn, so they change with any compiled code; and the id line of the one-file CLI
 * (dist/cli.cjs, the hash of its text: see scripts/build-cli.mjs), whose compile may differ where the ES modules'
 * does not (its own build options). Nothing else in dist/ is read: chunks of
 * earlier compiles (pruned later), source maps, declarations and the prebuilt theme bundles (keyed by their own
 * content) neither change the key nor cost a stat each on every build.
 */
export function codeKeyParts(codeDir: string, compiled: boolean): string[] {
  const parts: string[] = [];
  if (compiled) {
    for (const name of readdirSync(codeDir).sort()) {
      if (name.endsWith('.mjs')) parts.push(name, readFileSync(join(codeDir, name), 'utf8'));
      else if (name === 'cli.cjs') parts.push(name, firstLine(join(codeDir, name)));
    }
    return parts;
  }
  for (const entry of readdirSync(codeDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const st = statSync(file);
    parts.push(file, String(st.size), String(st.mtimeMs));
  }
  return parts;
}

/** The first line of `file` (at most 64 bytes: the compiled CLI's id line; the whole file is 2 MB). */
function firstLine(file: string): string {
  const fd = openSync(file, 'r');
  try {
    const buf = Buffer.alloc(64);
    return buf.toString('latin1', 0, readSync(fd, buf, 0, 64, 0)).split('\n')[0];
  } finally {
    closeSync(fd);
  }
}
