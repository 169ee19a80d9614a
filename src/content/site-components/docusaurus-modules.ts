// The Docusaurus modules migrated site code imports (`@theme/Layout`, `@docusaurus/Link`, …), for both builds of
// the site's own React code (esbuild-plugins.ts): each resolves to blogctl's own implementation in
// templates/docusaurus; any other `@theme/…` or `@docusaurus/…` import is a located error naming what is provided.
import { join } from 'node:path';
import type * as esbuild from 'esbuild';
import { error } from '../../errors/blogctl-error';
import { packageRoot } from '../../util/package-root';

/** Docusaurus module → its file in templates/docusaurus. */
export const DOCUSAURUS_MODULES: Record<string, string> = {
  '@docusaurus/BrowserOnly': 'BrowserOnly.tsx',
  '@docusaurus/ErrorBoundary': 'ErrorBoundary.tsx',
  '@docusaurus/ExecutionEnvironment': 'ExecutionEnvironment.ts',
  '@docusaurus/Head': 'Head.tsx',
  '@docusaurus/Interpolate': 'Interpolate.tsx',
  '@docusaurus/Link': 'Link.tsx',
  '@docusaurus/Redirect': 'Redirect.tsx',
  '@docusaurus/Translate': 'Translate.tsx',
  '@docusaurus/constants': 'constants.ts',
  '@docusaurus/router': 'router.ts',
  '@docusaurus/theme-common': 'theme-common.ts',
  '@docusaurus/useBaseUrl': 'useBaseUrl.ts',
  '@docusaurus/useBrokenLinks': 'useBrokenLinks.ts',
  '@docusaurus/useDocusaurusContext': 'useDocusaurusContext.ts',
  '@docusaurus/useGlobalData': 'useGlobalData.ts',
  '@docusaurus/useIsBrowser': 'useIsBrowser.ts',
  '@theme/Admonition': 'Admonition.tsx',
  '@theme/BackToTopButton': 'BackToTopButton.tsx',
  '@theme/CodeBlock': 'CodeBlock.tsx',
  '@theme/Details': 'Details.tsx',
  '@theme/DocCardList': 'DocCardList.tsx',
  '@theme/Heading': 'Heading.tsx',
  '@theme/IdealImage': 'IdealImage.tsx',
  '@theme/Layout': 'Layout.tsx',
  '@theme/MDXContent': 'MDXContent.tsx',
  '@theme/Mermaid': 'Mermaid.tsx',
  '@theme/TOCInline': 'TOCInline.tsx',
  '@theme/TabItem': 'TabItem.tsx',
  '@theme/Tabs': 'Tabs.tsx',
  '@theme/ThemedImage': 'ThemedImage.tsx',
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
    return { path: join(packageRoot(), 'templates', 'docusaurus', file) };
  });
}
