// The toolchain key: changes whenever blogctl's own code or a dependency that shapes its output changes,
// so persistent caches written by another version are never reused.
import { readdirSync, statSync } from 'node:fs';
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
  // blogctl's own code: the compiled dist/ when running it, the sources otherwise (size + mtime of each file).
  const codeDir = import.meta.url.endsWith('.ts') ? join(root, 'src') : join(root, 'dist');
  for (const entry of readdirSync(codeDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const st = statSync(file);
    parts.push(file, String(st.size), String(st.mtimeMs));
  }
  return (cached = hashOf(...parts));
}
