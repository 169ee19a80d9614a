// What of a Docusaurus site's files migrate reports: pages of the pages folder blogctl builds differently or not at
// all, theme overrides (swizzles), data files under other names, and translations.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DOCUSAURUS_MODULES } from '../content/site-components/docusaurus-modules';
import { SASS_FILE, SASS_PACKAGES } from '../content/site-components/sass';
import { extensionPattern, MEDIA_EXTENSIONS } from '../util/media-extensions';
import { isResolvable } from '../util/optional-package';
import { listFiles } from './site-files';
import type { ReportEntry } from './translate';
import type { Obj } from './translate-values';

/** Where siteReport looks: the site, its pages and blog folders, the blog options, the swizzled files carried. */
export interface SiteReportScope {
  site: string;
  srcPages: string;
  srcBlog: string;
  blogOpts: Obj;
  /** Files of src/theme carried over already (a Giscus swizzle, giscus-swizzle.ts). */
  carried: Set<string>;
}

/** The report entries of the site's files: pages, theme overrides, data files, i18n/. */
export function siteReport(scope: SiteReportScope): ReportEntry[] {
  const { site, srcBlog, blogOpts } = scope;
  const report = pagesReport(site, scope.srcPages);
  for (const rel of listFiles(join(site, 'src', 'theme'))) {
    // The global MDX components file is read (config/mdx-components.ts); what it cannot take is reported by check.
    if (/^MDXComponents(?:\.[jt]sx?|\/index\.[jt]sx?)$/.test(rel) || scope.carried.has(rel)) continue;
    report.push({
      item: `src/theme/${rel}`,
      why: "A Docusaurus theme component override (swizzle): blogctl does not read src/theme (except MDXComponents); its own theme components are replaced by files of the same name in the site's theme/ folder.",
      todo: '`blogctl swizzle <Component>` copies the blogctl component to override into theme/ (an unknown name lists them); port the change there, or drop it.',
    });
  }
  for (const [key, def] of [
    ['authorsMapPath', 'authors.yml'],
    ['tags', 'tags.yml'],
  ] as const) {
    const v = blogOpts[key];
    if (typeof v === 'string' && v !== def)
      report.push({
        item: `blog.${key}: "${v}"`,
        why: `blogctl reads ${srcBlog}/${def} only.`,
        todo: `Rename it to ${def} in the blog folder.`,
      });
  }
  if (existsSync(join(site, 'i18n')))
    report.push({
      item: 'i18n/',
      why: 'Translations are not read; blogctl builds the default locale only.',
      todo: 'Nothing to do for the default locale.',
    });
  return report;
}

/** What the pages folder holds that blogctl builds differently or not at all (Markdown pages, partials, assets and
 *  stylesheets beside pages are carried over silently). */
function pagesReport(site: string, srcPages: string): ReportEntry[] {
  const out: ReportEntry[] = [];
  const pagesDir = join(site, srcPages);
  const hasSass = SASS_PACKAGES.some((name) => isResolvable(name, site));
  for (const rel of listFiles(pagesDir)) {
    const partial =
      /(^|\/)_/.test(rel) || /(^|\/)__tests__\//.test(rel) || /\.test\.[jt]sx?$/.test(rel) || /\.d\.ts$/.test(rel);
    if (/\.mdx?$/.test(rel) || partial) {
      // A Markdown page (subfolders too), or a file Docusaurus does not make a page of either: read where it is.
    } else if (/\.(js|jsx|ts|tsx)$/.test(rel)) {
      out.push(reactPageReport(srcPages, rel));
    } else if (ASSET.test(rel) || /\.css$/.test(rel)) {
      // An image beside a page (copied with the page that links to it), or a stylesheet a page imports (a CSS
      // module's classes are renamed as Docusaurus does): as in Docusaurus.
    } else if (SASS_FILE.test(rel)) {
      // Compiled with the site's own Sass package, as docusaurus-plugin-sass does: only its absence is news.
      if (!hasSass)
        out.push({
          item: `${srcPages}/${rel}`,
          why: `A Sass stylesheet: blogctl compiles it with the site's own ${SASS_PACKAGES.map((n) => `\`${n}\``).join(' or ')} package, and neither is installed here.`,
          todo: 'Install it in the site (npm install --save-dev sass), or convert the stylesheet to CSS.',
        });
    } else {
      out.push({
        item: `${srcPages}/${rel}`,
        why: 'Not a page blogctl understands.',
        todo: 'Move it to static/ if it is an asset.',
      });
    }
  }
  return out;
}

/** Files beside pages that are assets of a page, not pages: the bundler's media (images, fonts, audio, video,
 *  PDF), SVG, and data or archive files a page may link to. */
const ASSET = extensionPattern([...MEDIA_EXTENSIONS, '.svg', '.zip', '.txt', '.json', '.yml', '.yaml']);

/** The report line of a React page of the pages folder (any .tsx, .jsx, .js or .ts file, subfolders too, as
 *  Docusaurus reads them; `index` is the home page): built with the Docusaurus modules blogctl provides. */
function reactPageReport(srcPages: string, rel: string): ReportEntry {
  const item = `${srcPages}/${rel}`;
  const modules = Object.keys(DOCUSAURUS_MODULES).join(', ');
  const home = /^index\.[jt]sx?$/.test(rel) ? " It is the home page, in place of blogctl's." : '';
  return {
    item,
    why: `A React page: blogctl builds it with its own React; of Docusaurus's modules it provides ${modules}.${home}`,
    todo: "Run `blogctl check`: an import of any other @theme/… or @docusaurus/… module is an error at its line; replace it with blogctl/theme's hooks and components.",
  };
}
