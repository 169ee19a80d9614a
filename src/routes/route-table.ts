// Route table: every output path is decided here, nowhere else. A pure function of the graph and config.
// One builder per route family (blog-routes.ts, doc-routes.ts) fills a shared RouteContext (route-context.ts);
// the order below is the order routes claim URLs in, then each URL keeps one source.
import { join, relative, sep } from 'node:path';
import type { ResolvedConfig } from '../config/load-config';
import type { ContentGraph } from '../content/types';
import { error, ruled, type Diagnostic } from '../errors/blogctl-error';
import { NOT_FOUND_PATH, routeToFile } from '../shared/urls';
import {
  addArchiveRoute,
  addAuthorRoutes,
  addBlogListRoutes,
  addFreePages,
  addHomeRoute,
  addPostRoutes,
  addTagRoutes,
} from './blog-routes';
import { addDocRoutes } from './doc-routes';
import { addDocTagRoutes } from './doc-tag-routes';
import { createRouteContext, type RouteContext } from './route-context';
import type { Route, RouteTable } from './route-types';
import type { StructureCache } from './structure-cache';

export { formatDate } from '../shared/i18n/dates';

/** `structure`: each entry's share of the structure key from the previous build (structure-cache.ts). */
export function buildRouteTable(
  graph: ContentGraph,
  config: ResolvedConfig,
  structure?: StructureCache,
): { table: RouteTable; diagnostics: Diagnostic[] } {
  const ctx = createRouteContext(graph, config, structure);
  addHomeRoute(ctx);
  addFreePages(ctx);
  // blog: false (Docusaurus's docs-only mode has it): no list, post, archive, tag or author pages.
  if (config.blog.enabled) addBlogRoutes(ctx);
  // Further blogs and docs (config blogInstances, docsInstances): the same families, each from its own content.
  for (const instance of graph.instances ?? []) {
    const sub = createRouteContext(instance.graph, instance.config);
    if (instance.kind === 'blog') addBlogRoutes(sub);
    else {
      addDocRoutes(sub);
      addDocTagRoutes(sub);
    }
    ctx.routes.push(...sub.routes);
    ctx.diagnostics.push(...sub.diagnostics);
  }
  // docs: false (Docusaurus's blog-only sites): no doc, category, docs home or docs tag pages.
  if (config.docs.enabled) {
    addDocRoutes(ctx);
    addDocTagRoutes(ctx);
  }
  addSpecialRoutes(ctx);
  return oneSourcePerUrl(ctx.routes, config, ctx.diagnostics);
}

/** A blog's route families: its list pages, posts, archive, tags and authors. */
function addBlogRoutes(ctx: RouteContext): void {
  addBlogListRoutes(ctx);
  addPostRoutes(ctx);
  addArchiveRoute(ctx);
  addTagRoutes(ctx);
  addAuthorRoutes(ctx);
}

/** Search and not-found. */
function addSpecialRoutes(ctx: RouteContext): void {
  const { add, routes } = ctx;
  add({
    path: '/search',
    head: {
      title: ctx.strings.search.pageTitleEmpty,
      description: ctx.strings.search.pageTitleEmpty,
      path: '/search',
      noindex: true,
      type: 'website',
    },
    props: { kind: 'search' },
    sources: [],
  });
  routes.push({
    path: NOT_FOUND_PATH,
    outFile: routeToFile(NOT_FOUND_PATH),
    head: {
      title: ctx.strings.errors.notFoundTitle,
      description: ctx.strings.errors.notFoundLead,
      path: NOT_FOUND_PATH,
      noindex: true,
      type: 'website',
    },
    props: { kind: 'notFound' },
    sources: [],
    sitemap: false,
  });
}

/** One URL, one source: a second route for an output file is reported and left out; routes sorted by path. */
function oneSourcePerUrl(
  routes: Route[],
  config: ResolvedConfig,
  diagnostics: Diagnostic[],
): { table: RouteTable; diagnostics: Diagnostic[] } {
  const byPath = new Map<string, Route>();
  for (const r of routes) {
    const key = r.outFile;
    const other = byPath.get(key);
    if (other) {
      // Point at a content file that owns the URL (a post, doc or page), not at a list that shows posts.
      const owner = [r, other].find((x) => ownsSource(x) && x.sources[0]);
      const describe = (x: Route) =>
        ownsSource(x) && x.sources[0]
          ? relative(config.root, x.sources[0]).split(sep).join('/')
          : `the generated ${x.props.kind} page`;
      // Two generated pages (routeBasePath clashes) are located at the config file.
      const at = owner
        ? { file: owner.sources[0], line: 1, column: 1 }
        : { file: config.configFile ?? join(config.root, 'blogctl.config.ts') };
      diagnostics.push(
        ruled(
          error('ROUTE_DUPLICATE', { path: r.path, first: describe(other), second: describe(r) }, at),
          'onDuplicateRoutes',
        ),
      );
    } else byPath.set(key, r);
  }
  const unique = [...byPath.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { table: { routes: unique, byPath: new Map(unique.map((r) => [r.path, r])) }, diagnostics };
}

/** Routes whose first source is the file the URL belongs to. */
function ownsSource(r: Route): boolean {
  return ['post', 'doc', 'page'].includes(r.props.kind);
}
