// A post's front-matter `image` (og:image), resolved while the content graph is built (content/graph.ts).
import { readFileSync, statSync } from 'node:fs';
import { basename, dirname, extname, resolve, sep } from 'node:path';
import { error, type Diagnostic } from '../errors/blogctl-error';
import { decodeURIComponentSafe, isExternalUrl } from '../shared/urls';
import { hashOf } from '../util/hash';
import type { AssetFile } from './types';
import { caseVariant } from './case-variant';

/**
 * A front-matter `image` (og:image): a URL or site-absolute path is kept (the head writes it with the
 * baseUrl); a relative path names a file next to the Markdown, copied like a Markdown image and written as
 * its hashed asset path. A missing file is an error at the field.
 */
export function frontMatterImage(
  image: string | undefined,
  file: string,
  contentRoots: string[],
  assets: Map<string, AssetFile>,
  diagnostics: Diagnostic[],
  at: Diagnostic['loc'],
): string | undefined {
  if (!image || image.startsWith('/') || isExternalUrl(image)) return image;
  const abs = resolve(dirname(file), decodeURIComponentSafe(image.split(/[?#]/)[0]));
  let bytes: Buffer | undefined;
  try {
    if (contentRoots.some((root) => abs.startsWith(root + sep)) && statSync(abs).isFile()) bytes = readFileSync(abs);
  } catch {
    bytes = undefined;
  }
  if (!bytes) {
    const found = caseVariant(decodeURIComponentSafe(image.split(/[?#]/)[0]), dirname(file));
    diagnostics.push(
      error('IMAGE_MISSING', { kind: 'front-matter', src: image, ...(found && { caseMatch: found }) }, at),
    );
    return undefined;
  }
  const ext = extname(abs);
  const to = `assets/images/${basename(abs, ext)}-${hashOf(bytes).slice(0, 8)}${ext}`;
  assets.set(abs, { from: abs, to });
  return '/' + to;
}
