// The per-file hooks (markdown-it `env`) the links and images plugins read, as plain types: what the rest of
// blogctl (and its published declarations) needs to know of them, without markdown-it's own types.
import type { ImageSize } from '../image-size';

export interface LinkRef {
  /** The href as written. */
  href: string;
  /** The href after rewriting (route path + hash, without the baseUrl) when internal. */
  resolved: string;
  kind: 'link' | 'image';
  line: number;
  column: number;
  /** The imported Markdown file the link is written in, when it is not the entry's own (markdown-partials.ts). */
  file?: string;
}

/** Per-file hooks the content stage provides through `env`. */
export interface LinkEnv {
  bodyLineOffset: number;
  /** Source lines, to find columns. */
  sourceLines: string[];
  links: LinkRef[];
  /** Resolves a relative `.md` path to a route path, or returns null when no such entry exists. */
  resolveMarkdownLink: (relative: string) => string | null;
  /** Resolves a relative asset path to its public URL, or null when the file does not exist. */
  resolveAsset: (relative: string) => string | null;
  /** The URL written into the HTML for a site-absolute path (baseUrl + trailingSlash form). */
  href: (sitePath: string) => string;
  /** Reports a relative URL in raw HTML (left as written; a warning). */
  relativeHtmlUrl?: (url: string, line: number, column: number) => void;
  /** Reports a broken `.md` link or a missing image. */
  report: (kind: 'link' | 'image', href: string, line: number, column: number) => void;
}

export interface ImageEnv {
  /** The intrinsic size of an image by its rewritten src, when known. */
  imageSize?: (src: string) => ImageSize | undefined;
  /** The srcset and sizes of a responsive image by its rewritten src (config images.responsive). */
  imageSrcset?: (src: string) => { srcset: string; sizes: string } | undefined;
}
