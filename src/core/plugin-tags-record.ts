// The tags the site's plugins injected in the last build or check (their injectHtmlTags), kept in the site's
// `.blogctl/cache/` for `blogctl serve`, which does not run the plugins but sends the CSP that allows their inline
// scripts and their script and stylesheet origins.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PluginHtmlTags } from '../content/types';
import { siteCacheDir } from '../util/site-cache';
import { writeFileAtomic } from '../util/write-atomic';

const FILE = 'plugin-html-tags.json';

/** Records what the plugins injected (nothing is written when the cache folder cannot be). */
export function recordPluginTags(root: string, tags: PluginHtmlTags): void {
  const dir = siteCacheDir(root);
  if (dir) writeFileAtomic(join(dir, FILE), JSON.stringify(tags));
}

/** What the plugins injected in the last build, or undefined when none was recorded. */
export function recordedPluginTags(root: string): PluginHtmlTags | undefined {
  try {
    return JSON.parse(readFileSync(join(root, '.blogctl', 'cache', FILE), 'utf8')) as PluginHtmlTags;
  } catch {
    return undefined;
  }
}
