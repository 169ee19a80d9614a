// Content stage, step "prepare" for blog posts: each post's date, slug and URL, from its front matter and its
// place in the blog folder, as Docusaurus 3 documents them (content/slug.ts blogPathInfo):
//  - date: front matter `date`, else a date in the file or folder names, else the file's creation time (its
//    modification time where none is recorded), with a warning: such a date changes when the file is copied;
//  - URL: `/<routeBasePath>/<slug>`; without a `slug` field the slug is `YYYY/MM/DD/<name>` for a dated path
//    and the file path (less extension and a final `/index`) otherwise.
import { statSync } from 'node:fs';
import { basename, relative, sep } from 'node:path';
import { error, warning, type Diagnostic } from '../errors/blogctl-error';
import type { UnsafeCheck } from './unsafe-path';
import { postPermalink } from '../shared/permalinks';
import type { ParsedSource } from './front-matter';
import { blogPathInfo, isValidIsoDate } from './slug';

export interface PreparedPost {
  kind: 'post';
  file: string;
  parsed: ParsedSource;
  permalink: string;
  slug: string;
  date: string;
}

export interface PreparePostContext {
  blogDir: string;
  routeBasePath: string;
  includeDrafts: boolean;
  diagnostics: Diagnostic[];
  /** Reports a URL that would leave the output folder; true when it does (the post is then left out). */
  unsafePath: UnsafeCheck;
  /** Where a front matter value is (for diagnostics). */
  valueLoc: (file: string, parsed: ParsedSource, key: string) => NonNullable<Diagnostic['loc']>;
}

/** One post prepared, or null when it is left out (a draft in production, a bad date or URL: reported). */
export function preparePost(file: string, parsed: ParsedSource, ctx: PreparePostContext): PreparedPost | null {
  // A scanned file under the blog folder: its path there is its suffix (path.relative normalizes both again).
  const prefix = ctx.blogDir.endsWith(sep) ? ctx.blogDir : ctx.blogDir + sep;
  const rel = (
    file.startsWith(prefix) && !file.includes(sep + '..') ? file.slice(prefix.length) : relative(ctx.blogDir, file)
  )
    .split(sep)
    .join('/');
  const info = blogPathInfo(rel);
  const at = { file, line: 1, column: 1 };
  // The problems in the blog's own fields (date, authors), which the front matter check kept for posts.
  const own = parsed.kindDiagnostics?.post ?? [];
  ctx.diagnostics.push(...own);
  const badDate = own.some((d) => d.code === 'CONTENT_BAD_DATE');
  // A front matter date that is there but invalid was reported by the front matter check.
  if (parsed.data.date === undefined && badDate) return null;
  let date = parsed.data.date ?? info.date;
  if (!date) {
    // A draft needs no date: production builds leave it out.
    if (parsed.data.draft === true && !ctx.includeDrafts) return null;
    date = fileDate(file);
    if (parsed.data.draft !== true) {
      ctx.diagnostics.push(warning('CONTENT_DATE_FROM_FILE', { date, name: info.name }, at));
    }
  }
  if (!isValidIsoDate(date)) {
    if (!badDate) {
      const where = /^\d{4}-\d{1,2}-\d{1,2}/.test(basename(file)) ? 'file name' : 'file path';
      ctx.diagnostics.push(error('CONTENT_BAD_DATE', { kind: 'file-name', date, where }, at));
    }
    return null;
  }
  const slug = parsed.data.slug ?? info.slug;
  const permalink = postPermalink(ctx.routeBasePath, slug);
  const fromFrontMatter = parsed.data.slug !== undefined;
  const what = { source: fromFrontMatter ? 'post-slug' : 'post-file-slug', value: slug } as const;
  if (ctx.unsafePath(permalink, what, fromFrontMatter ? ctx.valueLoc(file, parsed, 'slug') : at)) return null;
  return { kind: 'post', file, parsed, permalink, slug, date };
}

/** The local calendar date of a file: its creation time, or its modification time where none is recorded. */
export function fileDate(file: string): string {
  const st = statSync(file);
  const t = st.birthtimeMs > 0 ? st.birthtime : st.mtime;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${t.getFullYear()}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}`;
}
