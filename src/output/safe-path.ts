// The chokepoint every output write goes through: a relative output path becomes an absolute file path only
// here, and only when it lies inside the folder being written (the output folder, or the temp folder a build
// writes into before its swap or patch). The content and config stages refuse such paths with located errors
// first; reaching the refusal below means a stage missed one, so the build stops instead of writing.
import { isAbsolute, join, posix, resolve, sep, win32 } from 'node:path';
import { fail } from '../errors/blogctl-error';
import { unsafeFilePathReason } from '../shared/safe-path';

/** `root/path` for a relative posix output path; throws OUTPUT_PATH_UNSAFE when it would leave `root`. */
export function outputFilePath(root: string, path: string): string {
  const reason = typeof path !== 'string' ? 'it is not a string' : whyUnsafe(path);
  const file = reason ? '' : join(root, path);
  // After the checks above this cannot fail; it is the proof the guarantee rests on, whatever the checks miss.
  const prefix = prefixOf(root);
  const outside = !reason && !(isAbsolute(root) ? file : join(prefix, path)).startsWith(prefix);
  if (reason || outside) {
    throw fail('OUTPUT_PATH_UNSAFE', { kind: 'write', path, root, reason: reason ?? 'it resolves outside the folder' });
  }
  return file;
}

function whyUnsafe(path: string): string | null {
  if (isAbsolute(path) || posix.isAbsolute(path) || win32.isAbsolute(path)) return 'it is an absolute path';
  // Any ".." segment is refused (not only one that climbs out after normalisation), and backslashes too.
  return unsafeFilePathReason(path);
}

/** `root` made absolute and normalized, with a trailing separator: every file inside it starts with this. */
let lastRoot = '';
let lastPrefix = '';
function prefixOf(root: string): string {
  if (root !== lastRoot) {
    const absolute = resolve(root);
    lastPrefix = absolute.endsWith(sep) ? absolute : absolute + sep;
    lastRoot = root;
  }
  return lastPrefix;
}
