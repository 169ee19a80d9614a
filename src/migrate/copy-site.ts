// migrate with `out`: the new site is a copy of the Docusaurus site's folders in the same layout, so the config's
// paths and relative imports between them hold in the copy.
import { cpSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { listFiles, tidy } from './site-files';
import type { ReportEntry } from './translate';

/** What copySite copies: the content folders, the static folders, and the sidebars file. */
export interface CopyScope {
  site: string;
  out: string;
  /** The content and static folders the config names, site-relative. */
  folders: string[];
  /** The sidebars file and its name in the site, when there is one. */
  sidebars?: { file: string; name: string };
  report: ReportEntry[];
}

/** Copies the site's folders into `out`; returns the files copied, relative to `out`. A folder outside the site
 *  is not copied and is reported. */
export function copySite(scope: CopyScope): string[] {
  const { site, out, report } = scope;
  const files: string[] = [];
  mkdirSync(out, { recursive: true });
  const copy = (from: string, to: string) => {
    if (!existsSync(from)) return;
    cpSync(from, join(out, to), { recursive: true, filter: (p) => !/(^|[/\\])(node_modules|\.git)$/.test(p) });
    for (const f of statSync(from).isDirectory() ? listFiles(from) : ['']) files.push(f ? `${to}/${f}` : to);
  };
  const dirs = [...new Set([...scope.folders.map(tidy), ...otherFolders(site)])];
  for (const dir of dirs) {
    if (dir === '.' || dir.startsWith('../') || isAbsolute(dir)) {
      report.push({
        item: dir,
        why: 'This folder is not inside the Docusaurus site, so it was not copied; the config still names it.',
        todo: 'Copy it next to the new site by hand, or migrate in place.',
      });
    } else if (!dirs.some((other) => dir.startsWith(other + '/'))) copy(join(site, dir), dir);
  }
  const sidebars = scope.sidebars;
  if (sidebars && !sidebars.name.startsWith('../') && !dirs.some((d) => sidebars.name.startsWith(d + '/')))
    copy(sidebars.file, sidebars.name);
  return files;
}

/** Docusaurus's own output and caches, dependencies and version control: never part of the copy. */
const NOT_COPIED = new Set([
  'node_modules',
  'build',
  '.docusaurus',
  '.git',
  '.github',
  '.cache-loader',
  'i18n',
  'versioned_docs',
  'versioned_sidebars',
]);

/** The site's other top-level folders (`components/`, `hooks/`, …): MDX and site code may import from them
 *  relatively, so the copy keeps them too. */
function otherFolders(site: string): string[] {
  return readdirSync(site, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.') && !NOT_COPIED.has(e.name))
    .map((e) => e.name)
    .sort();
}
