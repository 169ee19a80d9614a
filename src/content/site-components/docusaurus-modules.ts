// The Docusaurus modules migrated site code imports (`@theme/Layout`, `@docusaurus/Link`, …), for both builds of
// the site's own React code (esbuild-plugins.ts): each resolves to blogctl's own implementation in
// templates/docusaurus; any other `@theme/…` or `@docusaurus/…` import is a located error naming what is provided.
import { join } from 'node:path';
import type * as esbuild from 'esbuild';
import { error, warning } from '../../errors/blogctl-error';
import { packageRoot } from '../../util/package-root';

/** Docusaurus module → its file in templates/docusaurus. */
export const DOCUSAURUS_MODULES: Record<string, string> = {
  '@theme/Layout': 'Layout.tsx',
  '@theme/Heading': 'Heading.tsx',
  '@docusaurus/Link': 'Link.tsx',
  '@docusaurus/Head': 'Head.tsx',
  '@docusaurus/useBaseUrl': 'useBaseUrl.ts',
  '@docusaurus/useDocusaurusContext': 'useDocusaurusContext.ts',
  '@docusaurus/BrowserOnly': 'BrowserOnly.tsx',
  '@theme/MDXContent': 'MDXContent.tsx',
  '@theme/Admonition': 'Admonition.tsx',
  '@docusaurus/theme-common': 'theme-common.ts',
  '@docusaurus/Translate': 'Translate.tsx',
  '@docusaurus/Interpolate': 'Interpolate.tsx',
  '@theme/IdealImage': 'IdealImage.tsx',
};
const DOCUSAURUS = /^@(theme|theme-original|theme-init|docusaurus)\//;

/** Resolves the Docusaurus modules of site code to templates/docusaurus, or refuses them (SITE_DOCUSAURUS_MODULE). */
export function docusaurusModules(build: esbuild.PluginBuild, target: 'server' | 'browser'): void {
  build.onResolve({ filter: DOCUSAURUS }, (args) => {
    const file = DOCUSAURUS_MODULES[args.path];
    if (!file) {
      const d = error('SITE_DOCUSAURUS_MODULE', {
        bundle: target === 'server' ? 'component' : 'browser-chunk',
        module: args.path,
        provided: Object.keys(DOCUSAURUS_MODULES),
      });
      return { errors: [{ text: d.text, detail: d }] };
    }
    const path = join(packageRoot(), 'templates', 'docusaurus', file);
    if (args.path !== '@docusaurus/Head' || target !== 'server') return { path };
    const d = warning('SITE_DOCUSAURUS_HEAD', {});
    return { path, warnings: [{ text: d.text, detail: d }] };
  });
}
