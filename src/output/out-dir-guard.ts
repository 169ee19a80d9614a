// Which folders a build may replace. A build swaps its output folder whole (write-output.ts), so the folder
// must never hold anything but an earlier output: not the site, its sources, a parent of either, the
// file-system root, or a folder of someone else's files. Every output carries a marker file so a later build
// recognises it; outputs written before the marker existed are recognised by their generator tag.
import { closeSync, existsSync, lstatSync, openSync, readdirSync, readSync, realpathSync } from 'node:fs';
import { basename, dirname, join, parse, relative, sep } from 'node:path';
import { fail } from '../errors/blogctl-error';

/** Written into every output folder (output root, not served by links). */
export const OUTPUT_MARKER = '.blogctl-output';
export const OUTPUT_MARKER_TEXT =
  'This folder is the output of `blogctl build`. Each build replaces it whole; do not keep your own files here.\n';

export interface OutDirContext {
  root: string;
  outDir: string;
  contentDir: string;
  staticDir: string;
  /** The blog, docs and pages folders, when they lie outside the content folder ("./blog"). */
  dirs?: { blog: string; docs: string; pages: string };
  /** Every static folder (staticDirectories). */
  staticDirectories?: string[];
  configFile?: string;
}

/** Throws OUTPUT_DIR_UNSAFE (one sentence why) unless `outDir` may be replaced by a build. */
export function assertSafeOutDir(ctx: OutDirContext): void {
  const why = outDirProblem(ctx);
  if (why) throw fail('OUTPUT_DIR_UNSAFE', { outDir: ctx.outDir, why });
}

/** Why `outDir` must not be replaced (a clause: "it is the site folder itself"), or null when it may. */
export function outDirProblem(ctx: OutDirContext): string | null {
  const out = realish(ctx.outDir);
  const root = realish(ctx.root);
  const name = (p: string) => {
    const rel = relative(root, p);
    return rel && !rel.startsWith('..') ? rel.split(sep).join('/') + '/' : p;
  };
  if (parse(out).root === out) return 'it is the file-system root';
  if (out === root) return 'it is the site folder itself';
  if (isInside(root, out)) return `it contains the site folder ${root}`;
  const configDir = realish(dirname(ctx.configFile ?? join(ctx.root, 'blogctl.config.ts')));
  if (out === configDir || isInside(configDir, out)) return `it contains the config file's folder ${name(configDir)}`;
  const sources: [string, string][] = [
    [ctx.contentDir, 'content folder'],
    [ctx.staticDir, 'static folder'],
  ];
  if (ctx.dirs)
    sources.push([ctx.dirs.blog, 'blog folder'], [ctx.dirs.docs, 'docs folder'], [ctx.dirs.pages, 'pages folder']);
  for (const d of ctx.staticDirectories ?? []) sources.push([d, 'static folder']);
  for (const [dir, what] of sources) {
    const d = realish(dir);
    if (out === d) return `it is the ${what} ${name(d)}`;
    if (isInside(d, out)) return `it contains the ${what} ${name(d)}`;
    if (isInside(out, d)) return `it lies inside the ${what} ${name(d)}`;
  }
  if (!existsSync(out)) return null;
  if (!lstatSync(out).isDirectory()) return 'it is a file, not a folder';
  if (readdirSync(out).length === 0 || isBlogctlOutput(out)) return null;
  return `it already holds files that are not a blogctl output (there is no ${OUTPUT_MARKER} marker in it)`;
}

/**
 * An earlier blogctl output: it has the marker, or (outputs written before the marker existed) both the
 * 404.html and an index.html whose head names blogctl as its generator.
 */
export function isBlogctlOutput(dir: string): boolean {
  if (existsSync(join(dir, OUTPUT_MARKER))) return true;
  if (!existsSync(join(dir, '404.html'))) return false;
  return /<meta name="generator" content="blogctl[ "]/.test(head(join(dir, 'index.html'), 4096));
}

function head(file: string, bytes: number): string {
  try {
    const fd = openSync(file, 'r');
    try {
      const buf = Buffer.alloc(bytes);
      return buf.subarray(0, readSync(fd, buf, 0, bytes, 0)).toString('utf8');
    } finally {
      closeSync(fd);
    }
  } catch {
    return '';
  }
}

/** True when `child` lies strictly inside `parent`. */
function isInside(child: string, parent: string): boolean {
  const rel = relative(parent, child);
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !parse(rel).root;
}

/** The real path of `p`: symbolic links resolved in the part that exists, the rest appended. */
function realish(p: string): string {
  const missing: string[] = [];
  let at = p;
  for (;;) {
    try {
      return join(realpathSync(at), ...missing.reverse());
    } catch {
      const up = dirname(at);
      if (up === at) return p;
      missing.push(basename(at));
      at = up;
    }
  }
}
