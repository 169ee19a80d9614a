// URLs that would put a page outside the output folder: reported where the content names them, and left out.
import { error, type Diagnostic } from '../errors/blogctl-error';
import type { UnsafeSource } from '../errors/catalogue/content-paths';
import { unsafeUrlPathReason } from '../shared/safe-path';

/** Reports a URL that would put a page outside the output folder (shared/safe-path.ts); true when it does. */
export type UnsafeCheck = (
  permalink: string,
  what: { source: UnsafeSource; value: string; tag?: string },
  loc: { file: string; line?: number; column?: number } | undefined,
) => boolean;

/** An UnsafeCheck that reports into `diagnostics`. */
export function unsafePathCheck(diagnostics: Diagnostic[]): UnsafeCheck {
  return (permalink, what, loc) => {
    const reason = unsafeUrlPathReason(permalink);
    if (!reason) return false;
    diagnostics.push(error('CONTENT_UNSAFE_PATH', { kind: 'url', ...what, permalink, reason }, loc));
    return true;
  };
}
