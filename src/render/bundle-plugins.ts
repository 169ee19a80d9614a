// The small esbuild plugins of the theme bundles (bundles.ts): the site's UI strings compiled in, and stand-ins
// for the optional packages a site may not have installed (algoliasearch, mermaid).
import type * as esbuild from 'esbuild';
import type { UiTable } from '../shared/i18n';
import { stringsModule } from '../shared/i18n/codegen';

/** Compiles the site's UI strings into the bundles: shared/i18n/active.ts becomes them, as plain functions. */
export function siteStrings(ui: UiTable): esbuild.Plugin {
  return {
    name: 'blogctl-site-strings',
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/]shared[\\/]i18n[\\/]active\.ts$/ }, () => ({
        contents: stringsModule(ui),
        loader: 'js',
      }));
    },
  };
}

/**
 * Without algoliasearch installed (it is an optional peer dependency), the hosted provider's lazily loaded
 * client is a module that throws: local-search sites bundle and run as before; a site configured for hosted
 * search never gets here (the config check asks for the package, SEARCH_CLIENT_MISSING).
 */
export const missingHostedClient: esbuild.Plugin = {
  name: 'blogctl-missing-algoliasearch',
  setup(build) {
    build.onResolve({ filter: /^algoliasearch(\/.*)?$/ }, (args) => ({
      path: args.path,
      namespace: 'blogctl-missing',
    }));
    build.onLoad({ filter: /.*/, namespace: 'blogctl-missing' }, () => ({
      contents: 'export function liteClient() { throw new Error("algoliasearch is not installed"); }',
      loader: 'js',
    }));
  },
};

/** Without diagrams (config `mermaid` off, or the optional `mermaid` package not installed), the islands script's
 *  diagram code imports this: a diagram (a site component's `@theme/Mermaid`) shows its source and why. */
export function missingMermaid(why: 'off' | 'not-installed'): esbuild.Plugin {
  const message =
    why === 'off'
      ? 'diagrams are off (set mermaid.enabled in blogctl.config.ts)'
      : 'the mermaid package is not installed';
  return {
    name: 'blogctl-missing-mermaid',
    setup(build) {
      build.onResolve({ filter: /^mermaid$/ }, (args) => ({ path: args.path, namespace: 'blogctl-no-mermaid' }));
      build.onLoad({ filter: /.*/, namespace: 'blogctl-no-mermaid' }, () => ({
        contents: `export default { initialize() {}, render() { return Promise.reject(new Error(${JSON.stringify(message)})); } };`,
        loader: 'js',
      }));
    },
  };
}
