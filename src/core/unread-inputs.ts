// The files a build's output does not depend on at all: under a content folder, a Markdown file no entry imports
// that the scan does not take (a `_partial.md` nobody imports, an excluded file), and an image no page shows and no
// stylesheet reads. An edit of these alone leaves the output as it is: the site snapshot (site-snapshot.ts) then
// records the new stats and writes nothing, and the dev server does not rebuild.
import { join, sep } from 'node:path';
import type { ResolvedConfig } from '../config/load-config';
import { instanceDirs } from '../content/instances';
import { isPartialPath } from '../content/partial-path';
import type { RenderedRun } from './render-target';

/** An image, by its name (what Markdown shows and a stylesheet's url() reads). */
const IMAGE = /\.(?:png|jpe?g|gif|svg|webp|avif|ico|bmp|tiff?)$/i;

/**
 * Whether a file (absolute) that was there when `run` read the site is one it did not read; undefined when any
 * file may have been read: the site has components or plugins, whose code may read any file. `added`: the file
 * may be one added since, so only a partial ("_" name) qualifies: an import of a missing one is recorded, but a
 * new page or an image a page names without it being there is not.
 */
export function unreadFilter(
  run: Pick<RenderedRun, 'analysis' | 'bundles'>,
  config: ResolvedConfig,
  options: { added?: boolean } = {},
): ((file: string) => boolean) | undefined {
  const { graph, staticFiles } = run.analysis;
  if (graph.siteModules?.length || config.plugins.length) return undefined;
  // Made when first asked (the dev server asks only when a batch holds nothing but partials).
  let read: Set<string> | undefined;
  const readSet = () =>
    new Set([
      ...graph.files,
      // A static folder may lie in a content folder (contentDir "."): its copies are the snapshot's copy-only ones.
      ...staticFiles.map((f) => f.from),
      ...(graph.partials ?? []),
      ...graph.assets.map((a) => a.from),
      ...Object.keys(run.bundles.mediaInputs ?? {}),
      ...Object.keys(run.bundles.sassInputs ?? {}),
      ...config.customCss,
      ...(graph.sidebarsFile ? [graph.sidebarsFile] : []),
    ]);
  const roots = [config.contentDir, ...Object.values(config.dirs), ...instanceDirs(config)].map((d) => d + sep);
  // Site code (a swizzled component, a stylesheet) may import an image there.
  const code = [join(config.root, 'theme'), join(config.root, 'src')].map((d) => d + sep);
  const statics = config.staticDirectories.map((d) => d + sep);
  const markdown = (file: string) => /\.mdx?$/i.test(file);
  const kind = (file: string, root: string) =>
    options.added
      ? markdown(file) && isPartialPath(file.slice(root.length))
      : markdown(file) || (IMAGE.test(file) && !code.some((d) => file.startsWith(d)));
  return (file) =>
    roots.some((r) => file.startsWith(r) && kind(file, r)) &&
    !statics.some((d) => file.startsWith(d)) &&
    !(read ??= readSet()).has(file);
}
