// Renders one entry's Markdown with the facts it depends on recorded (links resolved, assets used), so the
// result can be computed in a worker thread and reused from the cache when none of those facts changed.
import { resolveSiteModule } from '../util/site-module';
import { readFileSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, resolve, sep } from 'node:path';
import type { Diagnostic } from '../errors/blogctl-error';
import { hashOf } from '../util/hash';
import { siteHref, type UrlSettings } from '../shared/urls';
import { imageSize, type ImageSize } from './image-size';
import { responsiveImage } from './responsive-images';
import type { MarkdownOptions, MarkdownRenderer, RenderedMarkdown, RenderInput } from './markdown';
import type { AssetFile } from './types';
import type { WorkerPool } from '../util/worker-pool';
import type { MarkdownContextMessage } from './worker-tasks';

export interface EntryJob {
  file: string;
  body: string;
  bodyLineOffset: number;
  /** Hash of the file text body and offset were parsed from, when known: the Markdown cache compares it
   *  instead of hashing the body. */
  sourceHash?: string;
  /** The file's front matter as parsed (MDX's `frontMatter`; its `mdx.format`). */
  frontMatter?: Record<string, unknown>;
  /** Not a blog post (RenderInput.keepsContentTitle). */
  keepsContentTitle?: boolean;
}

export interface EntryContext {
  /** The content folders (content, blog, docs, pages): images are read from inside them only. */
  contentRoots: string[];
  /** Absolute source file → route path, for every visible entry. */
  permalinks: Map<string, string>;
  /** baseUrl and trailingSlash: every site-absolute URL in the HTML is written with them. */
  urls: UrlSettings;
  /** The site folder (`@site/…` imports start there). */
  siteRoot?: string;
}

export interface UsedAsset extends AssetFile {
  size: number;
  mtimeMs: number;
}

export interface EntryOutput {
  result: RenderedMarkdown;
  diagnostics: Diagnostic[];
  /** Images the entry uses (copied into the output). */
  assets: UsedAsset[];
  /** Every `.md` link target looked up, with what it resolved to (null: broken). */
  links: [string, string | null][];
  /** Every Markdown file it imports and uses, nested ones too, with the hash of its text ('' for one that an
   *  import names but is not there). */
  partials?: [string, string][];
}

export function renderEntry(markdown: MarkdownRenderer, job: EntryJob, ctx: EntryContext): EntryOutput {
  const facts: Facts = { assets: [], links: [], sizes: new Map(), srcsets: new Map() };
  const partials: [string, string][] = [];
  const siteRoot = ctx.siteRoot ?? dirname(ctx.contentRoots[0]);
  const { result, diagnostics } = markdown.render({
    file: job.file,
    body: job.body,
    bodyLineOffset: job.bodyLineOffset,
    href: (path) => siteHref(ctx.urls, path),
    ...fileHooks(job.file, { ctx, facts, images: markdown.options?.responsiveImages }),
    imageSize: (src) => facts.sizes.get(src),
    imageSrcset: (src) => facts.srcsets.get(src),
    mdxGeneratedDir: join(siteRoot, '.blogctl'),
    partials: {
      siteRoot,
      read: (file) => {
        const text = readPartial(file);
        partials.push([file, partialHash(text)]);
        return text;
      },
      missing: (file) => partials.push([file, '']),
      hooksFor: (file) => fileHooks(file, { ctx, facts, images: markdown.options?.responsiveImages }),
    },
    ...(job.frontMatter ? { frontMatter: job.frontMatter } : {}),
    ...(job.keepsContentTitle && { keepsContentTitle: true }),
  });
  const out: EntryOutput = { result, diagnostics, assets: facts.assets, links: facts.links };
  if (partials.length) out.partials = partials;
  return out;
}

/** What a render records of the files its hooks looked at. */
interface Facts {
  assets: UsedAsset[];
  links: [string, string | null][];
  sizes: Map<string, ImageSize>;
  srcsets: Map<string, { srcset: string; sizes: string }>;
}

/** What a partial's cache record holds of its text: its hash, or '' when it cannot be read. */
export const partialHash = (text: string | null): string => (text === null ? '' : hashOf(text));

/** The text of an imported Markdown file, or null when it cannot be read. */
export function readPartial(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** The link, image and module hooks of one file of a render (the entry's, or a Markdown file it imports). */
function fileHooks(
  file: string,
  { ctx, facts, images }: { ctx: EntryContext; facts: Facts; images: MarkdownOptions['responsiveImages'] },
): Pick<RenderInput, 'resolveMarkdownLink' | 'resolveAsset' | 'resolveModule'> {
  const { assets, links, sizes, srcsets } = facts;
  return {
    resolveMarkdownLink: (path) => {
      for (const abs of markdownLinkCandidates(path, file, ctx)) {
        const target = ctx.permalinks.get(abs) ?? null;
        links.push([abs, target]);
        if (target) return target;
      }
      return null;
    },
    resolveAsset: (path) => {
      const abs = resolve(dirname(file), path);
      // Anywhere in the site folder, as Docusaurus's bundler takes `../../static/img/x.png`.
      const roots = ctx.siteRoot ? [...ctx.contentRoots, ctx.siteRoot] : ctx.contentRoots;
      if (!roots.some((root) => abs.startsWith(root + sep))) return null;
      let st;
      try {
        st = statSync(abs);
      } catch {
        return null;
      }
      if (!st.isFile()) return null;
      const ext = extname(abs);
      const bytes = readFileSync(abs);
      const to = `assets/images/${basename(abs, ext)}-${hashOf(bytes).slice(0, 8)}${ext}`;
      assets.push({ from: abs, to, size: st.size, mtimeMs: st.mtimeMs });
      const url = '/' + to;
      const size = imageSize(bytes);
      // Looked up by the src the image is written with, which may carry the baseUrl by then.
      if (size) sizes.set(url, size).set(siteHref(ctx.urls, url), size);
      const responsive = size && images && responsiveImage(to, size, images, (p) => siteHref(ctx.urls, p));
      if (responsive) {
        for (const c of responsive.copies)
          assets.push({
            from: abs,
            to: c.to,
            size: st.size,
            mtimeMs: st.mtimeMs,
            resize: { width: c.width, quality: images.quality },
          });
        srcsets.set(url, responsive).set(siteHref(ctx.urls, url), responsive);
      }
      return url;
    },
    resolveModule: (specifier) => resolveSiteModule(specifier, file, ctx.siteRoot ?? dirname(ctx.contentRoots[0])),
  };
}

export { resolveSiteModule };

/**
 * The files a Markdown file link may name, in the order Docusaurus tries them (docs "Markdown links";
 * @docusaurus/utils resolveMarkdownLinkPathname since #11397): unless it starts with `/`, from the file's own
 * folder first; unless it starts with `./` or `../`, then from the content roots holding the file (innermost
 * first) and the site folder.
 */
export function markdownLinkCandidates(path: string, file: string, ctx: EntryContext): string[] {
  const dirs: string[] = [];
  if (!path.startsWith('/')) dirs.push(dirname(file));
  if (!/^\.\.?\//.test(path)) {
    const roots = ctx.contentRoots.filter((root) => file.startsWith(root + sep));
    dirs.push(...roots.sort((a, b) => b.length - a.length), ctx.siteRoot ?? dirname(ctx.contentRoots[0]));
  }
  return [...new Set(dirs.map((dir) => join(dir, path)))];
}

/** Renders entries in the pool's workers (content/worker-tasks.ts), recording in `pool.kept` which worker keeps each entry's HTML. */
export async function renderEntriesInPool(
  pool: WorkerPool,
  jobs: EntryJob[],
  context: MarkdownContextMessage,
): Promise<EntryOutput[]> {
  pool.kept.clear();
  await pool.broadcast('markdownContext', context);
  return pool.run<EntryJob, EntryOutput>('markdown', jobs, 25, (results, at) => {
    for (const out of results) pool.kept.set(out.result.hash, { worker: at.worker, value: out.result.html });
  });
}
