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

/**
 * The newest commit of every content file, read once per build when a section shows last updates; undefined
 * otherwise, or (reported once, at the config) when git cannot tell.
 */
export function contentCommits(
  config: ResolvedConfig,
  dirs: string[],
  diagnostics: Diagnostic[],
): Map<string, CommitInfo> | undefined {
  if (!showsLastUpdate(config.blog) && !showsLastUpdate(config.docs)) return undefined;
  const got = newestCommits(config.root, dirs);
  if ('commits' in got) return got.commits;
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
): { editUrl?: string; lastUpdate?: LastUpdate } {
  if (kind === 'page') return {};
  const section = kind === 'post' ? config.blog : config.docs;
  const out: { editUrl?: string; lastUpdate?: LastUpdate } = {};
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
  return out;
}
