// What a starter's package.json gives as blogctl's version: something `npm install` can fetch from where the
// running blogctl came from. A published install asks for its version range; a blogctl run from a checkout (or
// any folder outside node_modules) or installed from a tarball or folder (`npx --package ./blogctl-x.tgz`) names
// that folder or tarball, since its version is not (or not yet) on the registry.
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { packageRoot, packageVersion } from '../util/package-root';

interface LockEntry {
  resolved?: string;
  link?: boolean;
}

/** The dependency spec for blogctl at `root` (its folder): `^<version>`, or `file:<absolute path>`. */
export function blogctlDependency(root = packageRoot(), version = packageVersion()): string {
  const parts = root.split(sep);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0) return fileSpec(root);
  // npm's record of the install it made (node_modules/.package-lock.json): where each package came from.
  const project = parts.slice(0, at).join(sep) || sep;
  const lock = join(project, 'node_modules', '.package-lock.json');
  const key = relative(project, root).split(sep).join('/');
  let entry: LockEntry | undefined;
  try {
    entry = (JSON.parse(readFileSync(lock, 'utf8')) as { packages?: Record<string, LockEntry> }).packages?.[key];
  } catch {
    entry = undefined;
  }
  const from = entry?.resolved?.startsWith('file:')
    ? entry.resolved.slice('file:'.length)
    : entry?.link && entry.resolved;
  if (from) {
    const path = isAbsolute(from) ? from : resolve(project, from);
    if (existsSync(path)) return fileSpec(path);
  }
  return `^${version}`;
}

/** A `file:` spec for an absolute path (forward slashes: npm reads them on every platform). */
function fileSpec(path: string): string {
  return `file:${path.split(sep).join('/')}`;
}

/** The version range of React's types blogctl's theme is typed against (its own devDependency). */
export function reactTypesRange(root = packageRoot()): string {
  try {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      devDependencies?: Record<string, string>;
      dependencies?: Record<string, string>;
    };
    const pinned = pkg.devDependencies?.['@types/react'];
    if (pinned && /^\d/.test(pinned)) return `^${pinned}`;
    const react = pkg.dependencies?.react;
    if (react) return `^${react.replace(/^[^\d]*/, '').split('.')[0]}.0.0`;
  } catch {
    // No readable package.json: the latest types.
  }
  return '*';
}
