// Stage 4: RouteTable → files in a sink. Each route: template → renderToString → document shell, one file
// per route: the route data for client-side navigation is the JSON embedded in that HTML (document.ts).
import '../util/react-mode';
import { dirname, join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { error, type Diagnostic } from '../errors/blogctl-error';
import type { Route } from '../routes/route-types';
import type { PageData, SiteData } from '../shared/page-props';
import type { OutputSink } from '../output/sink';
import type { ThemeBundles } from './bundles';
import { renderDocument } from './document';
import { requireCjs } from '../util/require-cjs';
import { packageRoot } from '../util/package-root';
import { requireCodeCached } from './cjs-code-cache';
import { importModule } from '../util/import-module';

export interface SsrModule {
  renderBody(site: SiteData, page: PageData): string;
  /** Set before the first render (ssr-entry.tsx). Absent from a module an earlier blogctl compiled. */
  setRenderer?(render: (element: unknown) => string): void;
}

/**
 * React's renderToString from react-dom's legacy server build, the file `react-dom/server` takes it from, chosen by
 * NODE_ENV as react-dom does. Loading `react-dom/server` loads the streaming build as well; pages never use it.
 * react-dom resolves from blogctl's folder, as the SSR bundle's own imports do.
 */
export function legacyRenderToString(codeCacheDir?: string): (element: unknown) => string {
  const dir = dirname(requireCjs.resolve('react-dom/package.json'));
  const build =
    process.env.NODE_ENV === 'production'
      ? 'react-dom-server-legacy.node.production.min.js'
      : 'react-dom-server-legacy.node.development.js';
  return (requireCodeCached(join(dir, 'cjs', build), codeCacheDir) as { renderToString: (element: unknown) => string })
    .renderToString;
}

/** React as blogctl itself loads it: the SSR module kept in blogctl's folder (prebuilt-bundles.ts) names React by
 *  package name, which resolves from there exactly as blogctl's own require() does (and that one is resolved). */
const ownReact = (ssrModule: string) =>
  ssrModule.startsWith(packageRoot() + sep)
    ? (spec: string) => (spec === 'react' || spec === 'react/jsx-runtime' ? requireCjs(spec) : undefined)
    : undefined;

export async function loadSsrModule(bundles: ThemeBundles): Promise<SsrModule> {
  // A CommonJS module (bundles.ts) is required; an ES module (a cache written by an earlier blogctl) imported.
  const ssr = bundles.ssrModule.endsWith('.cjs')
    ? (requireCodeCached(bundles.ssrModule, bundles.codeCacheDir, ownReact(bundles.ssrModule)) as SsrModule)
    : await importModule<SsrModule>(pathToFileURL(bundles.ssrModule).href);
  ssr.setRenderer?.(legacyRenderToString(bundles.codeCacheDir));
  return ssr;
}

export interface RenderContext {
  site: SiteData;
  bundles: ThemeBundles;
  ssr: SsrModule;
  favicon?: string;
  feeds?: { rss: string; atom: string };
  /** The site's own head tags and scripts (config `headTags`, `scripts`), as HTML. */
  headHtml?: string;
  /** HTML at the start of the body (site-features.ts, the plugins' preBodyTags). */
  bodyStart?: string;
  /** HTML at the end of the body (the plugins' postBodyTags). */
  bodyEnd?: string;
  devScript?: string;
}

export function pageDataOf(route: Route): PageData {
  return { route: route.path, head: route.head, props: route.props };
}

/** Renders one route to its HTML document. Throws on a template error. */
export function renderRoute(route: Route, ctx: RenderContext): string {
  const page = pageDataOf(route);
  const body = ctx.ssr.renderBody(ctx.site, page);
  return renderDocument({
    site: ctx.site,
    page,
    body,
    assets: ctx.bundles.client,
    favicon: ctx.favicon,
    feeds: ctx.feeds,
    headHtml: ctx.headHtml,
    bodyStart: ctx.bodyStart,
    bodyEnd: ctx.bodyEnd,
    devScript: ctx.devScript,
  });
}

/** Renders routes into the sink; a route whose template throws becomes a diagnostic naming the route and component. */
export async function renderRoutes(
  routes: Route[],
  { ctx, sink, onRendered }: { ctx: RenderContext; sink: OutputSink; onRendered?: () => void },
): Promise<Diagnostic[]> {
  const diagnostics: Diagnostic[] = [];
  for (const route of routes) {
    await sink.drain();
    let html: string;
    try {
      html = renderRoute(route, ctx);
    } catch (err) {
      diagnostics.push(templateError(route, err));
      onRendered?.();
      continue;
    }
    sink.write(route.outFile, html);
    onRendered?.();
  }
  return diagnostics;
}

const REACT_FRAME = /[\\/]node_modules[\\/]react(-dom)?[\\/]/;

/** Names the first component in the stack (templates are bundled unminified, so names survive); not <Splice>, which
 *  only runs its children's function (templates/splice.tsx), nor React's own minified functions. */
export function templateError(route: Route, err: unknown): Diagnostic {
  const e = err as Error;
  const frames = String(e?.stack ?? '')
    .split('\n')
    .slice(1);
  const component = frames
    .map((f) => (REACT_FRAME.test(f) ? undefined : /at ([A-Z][A-Za-z0-9_$]*) \(/.exec(f)?.[1]))
    .find((name) => name && name !== 'Splice');
  return error(
    'RENDER_TEMPLATE',
    { path: route.path, component, reason: e?.message ?? String(err) },
    route.sources[0] ? { file: route.sources[0] } : undefined,
  );
}
