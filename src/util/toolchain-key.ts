// The toolchain key: changes whenever blogctl's own code or a dependency that shapes its output changes,
// so persistent caches written by another version are never reused.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { hashOf } from './hash';
import { dependencyVersion, packageRoot, packageVersion } from './package-root';

const OUTPUT_DEPS = ['markdown-it', 'markdown-it-anchor', 'prismjs', 'react', 'react-dom', 'esbuild', 'yaml'];
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
 * chunks it imports in turn, so they change with any compiled code. Nothing else in dist/ is read: chunks of
 * earlier compiles (pruned later), source maps, declarations and the prebuilt theme bundles (keyed by their own
 * content) neither change the key nor cost a stat each on every build.
 */
export function codeKeyParts(codeDir: string, compiled: boolean): string[] {
  const parts: string[] = [];
  if (compiled) {
    for (const name of readdirSync(codeDir).sort()) {
      if (name.endsWith('.mjs')) parts.push(name, readFileSync(join(codeDir, name), 'utf8'));
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
