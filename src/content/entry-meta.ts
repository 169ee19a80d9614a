// What an entry's page shows about its source besides its content: the "Edit this page" link (edit-url.ts) and
// its last update (last-update.ts), per the section's options.
import type { ResolvedConfig } from '../config/load-config';
import { warning, type Diagnostic, type SourceLocation } from '../errors/blogctl-error';
import type { FrontMatter } from './front-matter';
import { editUrlOf } from './edit-url';
import { lastUpdateOf, newestCommits, type CommitInfo, type LastUpdate } from './last-update';

/** Whether a section shows last updates. */
const showsLastUpdate = (s: { showLastUpdateTime: boolean; showLastUpdateAuthor: boolean }) =>
  s.showLastUpdateTime || s.showLastUpdateAuthor;

/** Whether the sitemap writes each page's last update (`sitemap.lastmod` "date" or "datetime"). */
const sitemapDates = (config: ResolvedConfig) =>
  config.sitemap.lastmod === 'date' || config.sitemap.lastmod === 'datetime';

/**
 * The newest commit of every content file, read once per build when a section shows last updates or the sitemap
 * writes them; undefined otherwise, or (reported once, at the config, when a page shows them) when git cannot tell.
 */
export function contentCommits(
  config: ResolvedConfig,
  dirs: string[],
  diagnostics: Diagnostic[],
): Map<string, CommitInfo> | undefined {
  const shown = showsLastUpdate(config.blog) || showsLastUpdate(config.docs);
  if (!shown && !sitemapDates(config)) return undefined;
  const got = newestCommits(config.root, dirs);
  if ('commits' in got) return got.commits;
  // When no page shows its last update, only the sitemap's lastmod goes without: nothing to report.
  if (shown)
    diagnostics.push(
      warning(
        'CONTENT_LAST_UPDATE_NO_GIT',
        { reason: got.reason },
        config.configFile ? { file: config.configFile } : undefined,
      ),
    );
  return undefined;
}

export function entryMeta(
  kind: 'post' | 'doc' | 'page',
  entry: { file: string; source: string; frontMatter: FrontMatter },
  config: ResolvedConfig,
  commits: Map<string, CommitInfo> | undefined,
  loc: (key: string) => SourceLocation,
  diagnostics: Diagnostic[],
): { editUrl?: string; lastUpdate?: LastUpdate; updated?: string } {
  if (kind === 'page') return {};
  const section = kind === 'post' ? config.blog : config.docs;
  const out: { editUrl?: string; lastUpdate?: LastUpdate; updated?: string } = {};
  // custom_edit_url is a docs field in Docusaurus.
  const editUrl = editUrlOf(
    section.editUrl,
    entry.source,
    entry.frontMatter,
    kind === 'doc' ? { loc: loc('custom_edit_url'), diagnostics } : undefined,
  );
  if (editUrl !== undefined) out.editUrl = editUrl;
  const show = { time: section.showLastUpdateTime, author: section.showLastUpdateAuthor };
  const lastUpdate = lastUpdateOf(entry.file, entry.frontMatter, show, commits, loc, diagnostics);
  if (lastUpdate) out.lastUpdate = lastUpdate;
  // The sitemap's date: the shown one, else read the same way for the sitemap only (nothing reported, as when
  // nothing reads it).
  const updated =
    lastUpdate?.date ??
    (sitemapDates(config) && !show.time
      ? lastUpdateOf(entry.file, entry.frontMatter, { time: true, author: false }, commits, loc, [])?.date
      : undefined);
  if (updated !== undefined) out.updated = updated;
  return out;
}
