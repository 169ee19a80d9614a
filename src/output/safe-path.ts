// The chokepoint every output write goes through: a relative output path becomes an absolute file path only
// here, and only when it lies inside the folder being written (the output folder, or the temp folder a build
// writes into before its swap or patch). The content and config stages refuse such paths with located errors
// first; reaching the refusal below means a stage missed one, so the build stops instead of writing.
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { posix, win32 } from 'node:path';
import { BlogctlError } from '../errors/blogctl-error';
import { unsafeFilePathReason } from '../shared/safe-path';

/** `root/path` for a relative posix output path; throws OUTPUT_PATH_UNSAFE when it would leave `root`. */
export function outputFilePath(root: string, path: string): string {
  const reason = typeof path !== 'string' ? 'it is not a string' : whyOutside(root, path);
  if (reason) {
    throw new BlogctlError({
      code: 'OUTPUT_PATH_UNSAFE',
      message: `Refused to write ${JSON.stringify(path)} under ${root}: ${reason}.`,
      hint: 'Nothing was written. This is a bug in blogctl (the content checks should have reported the slug or file name behind this path); please report it.',
    });
  }
  return join(root, path);
}

function whyOutside(root: string, path: string): string | null {
  if (isAbsolute(path) || posix.isAbsolute(path) || win32.isAbsolute(path)) return 'it is an absolute path';
  const normalized = posix.normalize(path.replace(/\\/g, '/'));
  if (normalized === '..' || normalized.startsWith('../')) return 'it climbs out of the folder';
  const reason = unsafeFilePathReason(path);
  if (reason) return reason;
  const rel = relative(resolve(root), resolve(root, path));
  if (rel === '' || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return 'it resolves outside the folder';
  return null;
}
