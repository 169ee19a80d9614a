// Which paths may name a file of the output folder. Pure string checks, shared by the stages that decide
// paths (content, config, routes: located errors) and the output sinks (the last line of defence).

/** A character no output path may hold: NUL and the other C0 controls, and DEL. */
const CONTROL = /[\u0000-\u001f\u007f]/;

/** What a URL path must hold to be refused by unsafeUrlPathReason (a percent escape, a control character, a
 *  backslash, a segment starting with a dot); a path without any is safe. */
const MAYBE_UNSAFE_URL = /[%\\\u0000-\u001f\u007f]|(?:^|\/)\./;

/**
 * Why a relative output path (posix, as handed to a sink, e.g. a static file's name) could not be written
 * inside the output folder, or null when it can. Refused: empty, absolute (`/x`, `C:\x`, `\\host`), control
 * characters, backslashes (a separator on Windows), and `.` or `..` segments.
 */
export function unsafeFilePathReason(path: string): string | null {
  if (path === '') return 'it is empty';
  if (CONTROL.test(path)) return 'it contains a control character (such as NUL)';
  if (path.includes('\\')) return 'it contains a backslash';
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) return 'it is an absolute path';
  const segments = path.split('/');
  if (segments.some((s) => s === '..')) return 'it has a ".." segment';
  if (segments.some((s) => s === '.')) return 'it has a "." segment';
  return null;
}

/**
 * Why a site URL path (`/blog/x`) could not be a page of the output folder, or null when it can. The output
 * file of a route is its percent-decoded path (shared/urls.ts routeToFile), so the check runs on the decoded
 * text: `%2e%2e` is `..`, `%2F` a separator.
 */
export function unsafeUrlPathReason(urlPath: string): string | null {
  // Most paths hold nothing the checks below look for: no escape (so the decoded text is the path), no control
  // character or backslash, no segment that starts with a dot. Such a path is safe without decoding or splitting.
  if (!MAYBE_UNSAFE_URL.test(urlPath)) return null;
  let decoded = urlPath;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    // Not valid percent-encoding: routeToFile keeps such a path as it is, and so is it checked.
  }
  if (CONTROL.test(decoded)) return 'it contains a control character (such as NUL)';
  if (decoded.includes('\\')) return 'it contains a backslash';
  const segments = decoded.split('/');
  if (segments.some((s) => s === '..')) return 'it has a ".." segment, which would climb out of its folder';
  if (segments.some((s) => s === '.')) return 'it has a "." segment';
  return null;
}
