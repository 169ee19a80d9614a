// A Docusaurus site's wrap-mode swizzles: `src/theme/<Name>` (a file, or a folder's index file) that renders
// `@theme-original/<Name>` around content of its own, as Docusaurus documents the safe way to change its theme.
// Each Docusaurus name blogctl has a component for takes that component's place, as a file of the site's theme
// folder would (site-theme.ts): the wrapper's `@theme-original/<Name>` is blogctl's own component. A file that
// does not import its original is an ejected copy of Docusaurus's component: it is left out with a located
// warning (it reaches into Docusaurus's internals, such as @docusaurus/theme-common/internal).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { warning, type Diagnostic } from '../errors/blogctl-error';
import { DOCUSAURUS_MODULES } from '../content/site-components/docusaurus-modules';

/** Docusaurus theme component → blogctl's component (or page) it stands for. */
export const DOCUSAURUS_THEME_NAMES: Record<string, string> = {
  Footer: 'Footer',
  Navbar: 'Navbar',
  NotFound: 'NotFoundPage',
  'NotFound/Content': 'NotFoundPage',
  Layout: 'Layout',
  BlogPostItem: 'PostPage',
  BlogPostPage: 'PostPage',
  BlogListPage: 'BlogListPage',
  'DocItem/Footer': 'DocPage',
  DocItem: 'DocPage',
};

const EXTENSIONS = ['.tsx', '.jsx', '.ts', '.js'];

/** The first `@docusaurus/…` or `@theme/…` module the file imports that blogctl does not provide, if any. */
function unknownModule(text: string): { module: string; index: number } | undefined {
  for (const m of text.matchAll(/(?:from\s*|import\s*\(?\s*|require\(\s*)['"](@(?:docusaurus|theme)\/[^'"]+)['"]/g)) {
    if (!(m[1] in DOCUSAURUS_MODULES)) return { module: m[1], index: m.index };
  }
  return undefined;
}

/** The file of `src/theme/<name>`, if any: `<name>.tsx` … or `<name>/index.tsx` …. */
function swizzleFile(dir: string, name: string): string | undefined {
  const base = join(dir, name);
  return [...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => join(base, 'index' + e))].find((f) =>
    existsSync(f),
  );
}

/** The wrap-mode swizzles of `dir` (src/theme), by the blogctl name they shadow, and a warning for each ejected
 *  component of a name blogctl has (left out). */
export function docusaurusSwizzles(dir: string | undefined): { wrappers: Map<string, string>; problems: Diagnostic[] } {
  const wrappers = new Map<string, string>();
  const problems: Diagnostic[] = [];
  if (!dir || !existsSync(dir)) return { wrappers, problems };
  for (const [name, own] of Object.entries(DOCUSAURUS_THEME_NAMES)) {
    const file = swizzleFile(dir, name);
    if (!file || wrappers.has(own)) continue;
    const text = readFileSync(file, 'utf8');
    const at = (index: number) => ({ file, line: text.slice(0, index).split('\n').length, column: 1 });
    if (!text.includes(`@theme-original/${name}'`) && !text.includes(`@theme-original/${name}"`)) {
      const internal = /@docusaurus\/theme-common\/internal/.exec(text);
      problems.push(
        warning('SITE_THEME_EJECTED', { name, kind: 'ejected', internal: !!internal }, at(internal?.index ?? 0)),
      );
      continue;
    }
    // A wrapper that needs a Docusaurus module blogctl does not have (its own hooks, a plugin's client API).
    const missing = unknownModule(text);
    if (missing) {
      problems.push(warning('SITE_THEME_EJECTED', { name, kind: 'module', module: missing.module }, at(missing.index)));
      continue;
    }
    wrappers.set(own, file);
  }
  return { wrappers, problems };
}
