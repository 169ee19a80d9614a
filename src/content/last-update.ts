// When each entry was last updated, and by whom, as Docusaurus's `showLastUpdateTime` / `showLastUpdateAuthor` show
// it: the newest commit that touched the file (one `git log` over the content folders for the whole site, not one
// process per file), or the front matter's `last_update: { date, author }`, which wins field by field. A file git
// does not know (new, or outside any repository) gets a located warning and no line, never a made-up date.
import { relative, resolve, sep } from 'node:path';
import { error, warning, type Diagnostic, type SourceLocation } from '../errors/blogctl-error';
import { requireCjs } from '../util/require-cjs';
import type { FrontMatter } from './front-matter';

export interface LastUpdate {
  /** YYYY-MM-DD (UTC), when the date is shown. */
  date?: string;
  /** The author's name, when it is shown. */
  author?: string;
}

export interface CommitInfo {
  /** Seconds since the epoch. */
  time: number;
  author: string;
}

/**
 * The newest commit of every file under `dirs` (absolute paths), by absolute path; null when git cannot answer
 * (no git, not a repository, no commits), with the reason.
 */
export function newestCommits(root: string, dirs: string[]): { commits: Map<string, CommitInfo> } | { reason: string } {
  const { spawnSync } = requireCjs('node:child_process') as typeof import('node:child_process');
  const run = (args: string[]) => spawnSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 1 << 30 });
  const top = run(['rev-parse', '--show-toplevel']);
  if (top.error) return { reason: 'git could not be run (' + (top.error as NodeJS.ErrnoException).code + ')' };
  if (top.status !== 0) return { reason: 'the site is not in a git repository' };
  const toplevel = top.stdout.trim();
  const paths = dirs.map((d) => relative(root, d) || '.');
  const log = run([
    '-c',
    'core.quotePath=false',
    '-c',
    'log.showSignature=false',
    'log',
    '--format=format:%x1e%ct%x1f%an',
    '--name-only',
    '-z',
    '--',
    ...paths,
  ]);
  if (log.status !== 0)
    return /does not have any commits/.test(log.stderr)
      ? { commits: new Map() }
      : { reason: 'git log failed: ' + log.stderr.trim().split('\n')[0] };
  return { commits: parseLog(log.stdout, toplevel) };
}

/** `git log --format=%x1e%ct%x1f%an --name-only -z` output → each file's newest commit (the first one naming it). */
export function parseLog(out: string, toplevel: string): Map<string, CommitInfo> {
  const commits = new Map<string, CommitInfo>();
  for (const record of out.split('\x1e')) {
    if (!record) continue;
    const newline = record.indexOf('\n');
    const head = newline === -1 ? record : record.slice(0, newline);
    const sepAt = head.indexOf('\x1f');
    const info = { time: Number(head.slice(0, sepAt)), author: head.slice(sepAt + 1) };
    if (newline === -1 || !Number.isFinite(info.time)) continue;
    for (const name of record.slice(newline + 1).split('\0')) {
      if (!name) continue;
      const file = resolve(toplevel, name.split('/').join(sep));
      if (!commits.has(file)) commits.set(file, info);
    }
  }
  return commits;
}

/**
 * An entry's last update: front matter `last_update` fields first, then its newest commit; only the parts the
 * section shows. `commits` undefined: git could not answer (reported once by the caller).
 */
export function lastUpdateOf(
  file: string,
  fm: FrontMatter,
  show: { time: boolean; author: boolean },
  commits: Map<string, CommitInfo> | undefined,
  loc: (key: string) => SourceLocation,
  diagnostics: Diagnostic[],
): LastUpdate | undefined {
  if (!show.time && !show.author) return undefined;
  const own = readFrontMatter(fm.last_update, loc('last_update'), diagnostics);
  const needGit = (show.time && own.date === undefined) || (show.author && own.author === undefined);
  const commit = needGit ? commits?.get(file) : undefined;
  if (needGit && commits && !commit)
    diagnostics.push(warning('CONTENT_LAST_UPDATE_UNKNOWN', {}, { file, line: 1, column: 1 }));
  const out: LastUpdate = {};
  if (show.time) {
    const date = own.date ?? (commit ? new Date(commit.time * 1000).toISOString().slice(0, 10) : undefined);
    if (date !== undefined) out.date = date;
  }
  if (show.author) {
    const author = own.author ?? commit?.author;
    if (author) out.author = author;
  }
  return out.date !== undefined || out.author !== undefined ? out : undefined;
}

/** `last_update: { date, author }` (either may be left out); a date must be one Date.parse reads. */
function readFrontMatter(
  value: unknown,
  loc: SourceLocation,
  diagnostics: Diagnostic[],
): { date?: string; author?: string } {
  if (value === undefined || value === null) return {};
  const v = value as { date?: unknown; author?: unknown };
  const bad = (got: string) => {
    diagnostics.push(error('FRONT_MATTER_FIELD', { key: 'last_update', type: 'lastUpdate', got }, loc));
    return {};
  };
  if (typeof value !== 'object' || Array.isArray(value)) return bad(JSON.stringify(value));
  const out: { date?: string; author?: string } = {};
  if (v.date !== undefined && v.date !== null) {
    const time = v.date instanceof Date ? v.date.getTime() : typeof v.date === 'string' ? Date.parse(v.date) : NaN;
    if (Number.isNaN(time)) return bad(`a date of ${JSON.stringify(v.date)}`);
    out.date = new Date(time).toISOString().slice(0, 10);
  }
  if (v.author !== undefined && v.author !== null) {
    if (typeof v.author !== 'string') return bad(`an author of ${JSON.stringify(v.author)}`);
    out.author = v.author;
  }
  return out;
}
