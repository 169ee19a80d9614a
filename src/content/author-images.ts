// Authors' own images (authors.yml `image_url`). A relative path that names a file beside authors.yml (`./me.png`)
// is copied like a Markdown image and shown from its asset path: what its writer meant, where Docusaurus would
// write the path as it is and the image would not load. A site path (`/img/me.png`, `img/me.png`) must name a file
// of the static folders; one that names none is a warning at the field, as the image would not load. URLs stay.
import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { warning, type Diagnostic } from '../errors/blogctl-error';
import { decodeURIComponentSafe, isExternalUrl } from '../shared/urls';
import { frontMatterImage } from './front-matter-image';
import type { AssetFile, Author } from './types';

export interface AuthorImagesContext {
  /** authors.yml. */
  file: string;
  /** The blog folder (an image beside authors.yml lies in it). */
  blogDir: string;
  staticDirs: string[];
  diagnostics: Diagnostic[];
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/** Resolves the authors' local images in place; returns the files to copy. */
export function resolveAuthorImages(authors: Iterable<Author>, ctx: AuthorImagesContext): AssetFile[] {
  const assets = new Map<string, AssetFile>();
  for (const author of authors) {
    const src = author.imageUrl;
    if (!src || isExternalUrl(src) || src.startsWith('data:') || src.startsWith('//')) continue;
    const path = decodeURIComponentSafe(src.split(/[?#]/)[0]);
    const at = author.imageLoc ?? author.keyLoc;
    if (!src.startsWith('/') && isFile(resolve(dirname(ctx.file), path))) {
      author.imageUrl = frontMatterImage(src, ctx.file, [ctx.blogDir], assets, ctx.diagnostics, at);
      continue;
    }
    const sitePath = path.replace(/^(\.\/)+|^\/+/, '');
    if (!ctx.staticDirs.some((d) => isFile(join(d, sitePath))))
      ctx.diagnostics.push(warning('CONTENT_AUTHOR_IMAGE', { author: author.key, src }, at));
  }
  return [...assets.values()];
}
