// Codes of the later stages: the route table, rendering and bundling, and writing the output.
import { entry } from './entry';

export const buildCodes = {
  ROUTE_DUPLICATE: entry(
    'Two sources produce the same URL.',
    (p: { path: string; first: string; second: string }) =>
      `Two pages want the URL ${p.path}: ${p.first} and ${p.second}.`,
    'Rename one of them (file name or "slug:" front matter) so each URL has one source.',
  ),
  RENDER_TEMPLATE: entry(
    'A template threw while rendering a route.',
    (p: { path: string; component?: string; reason: string }) =>
      `Rendering ${p.path} failed${p.component ? ` in component <${p.component}>` : ''}: ${p.reason}`,
    'The template threw while rendering this route; the error above names the component. Fix the template or the content it reads.',
  ),
  RENDER_BUNDLE: entry(
    'The theme or client bundle could not be built.',
    (p: { reason: string }) => `The theme could not be bundled: ${p.reason}`,
    "Fix the error in the theme file above (the site's theme/ folder, a custom stylesheet, or blogctl's templates).",
  ),
  OUTPUT_WRITE: entry(
    'The output folder could not be written.',
    (
      p:
        | { kind: 'folder'; folder: string; errno?: string }
        | { kind: 'file'; syscall?: string; path: string; errno?: string },
    ) =>
      p.kind === 'folder'
        ? `The output folder ${p.folder} is not writable (${p.errno}).`
        : `Writing the output failed at ${p.path} (${[p.syscall, p.errno].filter(Boolean).join(' ')}); the previous output was left untouched.`,
    (p) =>
      p.kind === 'folder'
        ? 'Check permissions, or pass --out-dir.'
        : 'Check permissions and free disk space, and that no file in static/ has the name of a page blogctl writes (such as 404.html or index.html).',
  ),
  OUTPUT_PATH_UNSAFE: entry(
    'An output path would lie outside the output folder (refused at the write; a blogctl bug).',
    (
      p:
        | { kind: 'write'; path: unknown; root: string; reason: string }
        | { kind: 'undo'; backup: unknown; outDir: string },
    ) =>
      p.kind === 'write'
        ? `Refused to write ${JSON.stringify(p.path)} under ${p.root}: ${p.reason}.`
        : `Refused to use ${JSON.stringify(p.backup)} as the undo folder of ${p.outDir}: it is not the output folder's own .undo- sibling.`,
    (p) =>
      p.kind === 'write'
        ? 'Nothing was written. This is a bug in blogctl (the content checks should have reported the slug or file name behind this path); please report it.'
        : 'Nothing was moved. Delete the stray journal file next to the output folder and build again.',
  ),
  OUTPUT_DIR_UNSAFE: entry(
    'The output folder is one blogctl must not replace (it holds the site, its sources, or files that are not a blogctl output).',
    (p: { outDir: string; why: string }) =>
      `Refusing to build into ${p.outDir}: ${p.why}, and a build replaces its output folder whole.`,
    'Choose a new or empty folder, or an earlier blogctl output (the default is "build"), e.g. --out-dir build.',
  ),
};
