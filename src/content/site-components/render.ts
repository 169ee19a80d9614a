// The components step (after the content stage, before routes): every placeholder the MDX layer left for a
// site's own component, and every `pages/*.tsx` page, is rendered on the server with React's renderToString
// (blogctl's React), inside the island container the browser hydrates:
//   <div data-mdx-island="site" data-module="<id>" data-export="<name>" data-props="…" [data-hooks="…"]>SSR</div>
// Markdown children are passed as `children` (a <div data-mdx-children> holding their HTML, read back from the
// page when it hydrates). `data-hooks` holds only the site data the component read through blogctl/theme's hooks.
import { urlRoots } from './url-roots';
import { IslandLinkReader, type IslandFacts } from './island-links';
import { createRequire } from 'node:module';
import { createElement, type ComponentType, type ReactElement } from 'react';
import type { ResolvedConfig } from '../../config/load-config';
import { error, type Diagnostic } from '../../errors/blogctl-error';
import { escapeHtml } from '../../shared/escape';
import { collectHeadTags, mergeHeadTags, type HeadTag } from '../../shared/head-tags';
import { ISLAND_ATTR } from '../../shared/mdx/islands';
import { tagPermalink } from '../../shared/permalinks';
import { recordingSource, SiteHooksContext, type SiteHooksData } from '../../shared/site-hooks';
import { siteHref } from '../../shared/urls';
import { compileCacheDir } from '../../util/site-cache';
import { hashOf } from '../../util/hash';
import { shareOneReact } from '../../util/one-react';
import type { AssetFile, ContentGraph } from '../types';
import { loadServerModules } from './compile';
import { componentModules, moduleId, moduleRefs, type ComponentModules, type SiteModuleRef } from './component-modules';
import { INNERMOST_PLACEHOLDER, placeholderData, SLOT_CLOSE, SLOT_OPEN, type PlaceholderData } from './placeholder';

let renderToString: ((el: ReactElement) => string) | undefined;

/** The site data the hooks of blogctl/theme and the Docusaurus modules read (links written with baseUrl and
 *  trailingSlash); `page` is each page's own (set per entry), `globalData` the site plugins' (plugins/). */
export function siteHooksData(
  graph: ContentGraph,
  config: ResolvedConfig,
  globalData: SiteHooksData['globalData'] = {},
): SiteHooksData {
  const urls = { baseUrl: config.baseUrl, trailingSlash: config.trailingSlash };
  const href = (path: string) => siteHref(urls, path);
  const listed = graph.posts.filter((p) => !p.unlisted && !p.draft);
  const tagHref = (key: string) =>
    href(tagPermalink(config.blog.routeBasePath, graph.tags.get(key)?.permalink ?? '/' + key));
  const counts = new Map<string, number>();
  for (const p of listed) for (const t of p.tags) counts.set(t, (counts.get(t) ?? 0) + 1);
  return {
    config: {
      title: config.title,
      tagline: config.tagline ?? '',
      url: config.url,
      baseUrl: config.baseUrl,
      locale: config.i18n.defaultLocale,
    },
    posts: listed.map((p) => ({
      title: p.title,
      description: p.description,
      date: p.date,
      permalink: href(p.permalink),
      tags: p.tags.map((t) => ({ label: graph.tags.get(t)?.label ?? t, permalink: tagHref(t) })),
    })),
    tags: [...graph.tags.values()]
      .filter((t) => counts.has(t.key))
      .map((t) => ({ label: t.label, permalink: tagHref(t.key), count: counts.get(t.key)! })),
    docs: graph.docs
      .filter((d) => !d.unlisted && !d.draft)
      .map((d) => ({ id: d.id, title: d.title, permalink: href(d.permalink) })),
    customFields: config.customFields ?? {},
    themeConfig: config.themeConfig ?? {},
    globalData,
    page: { pathname: href('/') },
  };
}

/** Renders every placeholder of the graph's entries in place (new content objects, new digests); returns the
 *  modules used, for the browser chunks, the responsive copies of the images they import, for the assets stage,
 *  and the diagnostics. `found`: the graph's component modules, when the caller has looked them up. */
export async function renderSiteComponents(
  graph: ContentGraph,
  config: ResolvedConfig,
  options: { globalData?: SiteHooksData['globalData']; found?: ComponentModules } = {},
): Promise<{ modules: SiteModuleRef[]; copies: AssetFile[]; diagnostics: Diagnostic[] }> {
  const { globalData = {} } = options;
  const { entries, files } = options.found ?? componentModules(graph);
  if (!entries.length) return { modules: [], copies: [], diagnostics: [] };
  shareOneReact();
  const { modules, copies, diagnostics } = await loadServerModules(files, {
    siteRoot: config.root,
    cacheDir: compileCacheDir(config.root),
    baseUrl: config.baseUrl,
    ...(config.images?.responsive && { responsive: config.images.responsive }),
    urlRoots: urlRoots(config),
  });
  renderToString ??= (
    createRequire(import.meta.url)('react-dom/server') as { renderToString: (el: ReactElement) => string }
  ).renderToString;
  const site = siteHooksData(graph, config, globalData);
  const urls = { baseUrl: config.baseUrl, trailingSlash: config.trailingSlash };
  const used = new Set<string>();
  const reader = new IslandLinkReader(config.baseUrl);
  for (const e of entries) {
    const data = { ...site, page: { pathname: siteHref(urls, e.permalink) } };
    const head: HeadTag[] = [];
    const own: IslandFacts = { links: [], ids: [] };
    const render = (html: string, collect: boolean) =>
      renderPlaceholders(html, (d, children) => {
        const at = d.page ? { file: d.file, line: 0, column: 0 } : { file: e.file, line: d.line, column: d.column };
        const report = (diag: Diagnostic) => diagnostics.push({ ...diag, loc: at.line ? at : { file: at.file } });
        const out = renderIsland(d, children, { mod: modules.get(d.file), data, siteRoot: config.root, head, report });
        if (!out.ok) return out.html;
        used.add(d.file);
        if (collect) {
          const facts = reader.facts(out.own, { files: d.page ? [d.file] : [e.file, d.file], fallback: at });
          own.links.push(...facts.links);
          own.ids.push(...facts.ids);
        }
        return out.html;
      });
    const html = render(e.content.html, true);
    const excerptHtml = e.content.excerptHtml === null ? null : render(e.content.excerptHtml, false);
    const headTags = mergeHeadTags(head);
    e.content = {
      ...e.content,
      html,
      excerptHtml,
      ...(own.links.length ? { links: [...e.content.links, ...own.links] } : {}),
      ...(own.ids.length ? { anchors: [...new Set([...(e.content.anchors ?? []), ...own.ids])] } : {}),
      ...(headTags.length ? { headTags } : {}),
      hash: headTags.length
        ? hashOf(html, '\u0000', excerptHtml ?? '', JSON.stringify(headTags))
        : hashOf(html, '\u0000', excerptHtml ?? ''),
    };
  }
  return {
    modules: moduleRefs([...used].sort(), config.root),
    copies,
    diagnostics,
  };
}

/** Replaces placeholders innermost first. */
function renderPlaceholders(html: string, render: (d: PlaceholderData, children: string) => string): string {
  for (let m = INNERMOST_PLACEHOLDER.exec(html); m; m = INNERMOST_PLACEHOLDER.exec(html)) {
    html = html.slice(0, m.index) + render(placeholderData(m[1]), m[2]) + html.slice(m.index + m[0].length);
  }
  return html;
}

/** What one island's render reads and fills: its module, the site data, and where head tags and problems go. */
interface IslandContext {
  mod: Record<string, unknown> | undefined;
  data: SiteHooksData;
  siteRoot: string;
  /** Filled with the tags the island's <Head>s set. */
  head: HeadTag[];
  report(d: Diagnostic): void;
}

/** One placeholder rendered on the server inside its island container (or its children, when it cannot be);
 *  `own`: what the component rendered around the Markdown given to it (whose links are the entry's already). */
function renderIsland(
  d: PlaceholderData,
  children: string,
  ctx: IslandContext,
): { ok: false; html: string } | { ok: true; html: string; own: string } {
  const { mod, data, siteRoot, head, report } = ctx;
  if (!mod) return { ok: false, html: children }; // it did not compile: reported by the compile step
  const Component = mod[d.exportName] as ComponentType<Record<string, unknown>> | undefined;
  if (typeof Component !== 'function' && !(Component && typeof Component === 'object')) {
    report(
      error(
        'SITE_COMPONENT_EXPORT',
        d.page
          ? { kind: 'page', file: d.file }
          : { kind: 'named', file: d.file, exportName: d.exportName, exports: Object.keys(mod) },
      ),
    );
    return { ok: false, html: children };
  }
  const tag = d.inline ? 'span' : 'div';
  const props: Record<string, unknown> = { ...d.props };
  const slots = d.slots ? slotsOf(children) : null;
  if (slots) props.slots = slots;
  else if (children.trim())
    props.children = createElement(tag, { 'data-mdx-children': '', dangerouslySetInnerHTML: { __html: children } });
  const source = recordingSource(data);
  let inner: string;
  try {
    const out = collectHeadTags(() =>
      renderToString!(createElement(SiteHooksContext.Provider, { value: source }, createElement(Component, props))),
    );
    inner = out.result;
    head.push(...out.tags);
  } catch (err) {
    const reason = (err as Error)?.message ?? String(err);
    if (d.slots) {
      report(error('MDX_ISLAND_RENDER', { reason }));
      return { ok: false, html: children };
    }
    report(
      error('SITE_COMPONENT_RENDER', {
        page: !!d.page,
        exportName: d.exportName,
        file: d.file,
        reason: (err as Error)?.message ?? String(err),
      }),
    );
    return { ok: false, html: children };
  }
  const hooks = source.used.size ? Object.fromEntries([...source.used].map((k) => [k, data[k]])) : null;
  const attrs = [
    `${ISLAND_ATTR}="site"`,
    `data-module="${moduleId(d.file, siteRoot)}"`,
    `data-export="${escapeHtml(d.exportName)}"`,
    slots ? `data-slots="${slotsInOrder(inner, slots) ? '' : escapeHtml(JSON.stringify(slots))}"` : '',
    `data-props="${escapeHtml(JSON.stringify(d.props))}"`,
    hooks ? `data-hooks="${escapeHtml(JSON.stringify(hooks))}"` : '',
    !slots && children.trim() && !inner.includes('data-mdx-children=""')
      ? `data-children="${escapeHtml(children)}"`
      : '',
  ].filter(Boolean);
  return {
    ok: true,
    html: `<${tag} class="site-island" ${attrs.join(' ')}>${inner}</${tag}>${d.inline ? '' : '\n'}`,
    own: without(inner, slots ?? [children]),
  };
}

/** `html` with the first occurrence of each part taken out. */
function without(html: string, parts: string[]): string {
  for (const part of parts) {
    const i = part ? html.indexOf(part) : -1;
    if (i !== -1) html = html.slice(0, i) + html.slice(i + part.length);
  }
  return html;
}

/** The slots of an MDX module's island (placeholder.ts SLOT_OPEN … SLOT_CLOSE), in order. */
function slotsOf(children: string): string[] {
  return [...children.matchAll(SLOTS)].map((m) => m[1]);
}
const SLOTS = new RegExp(`${SLOT_OPEN}([\\s\\S]*?)${SLOT_CLOSE}`, 'g');

/** Every slot is in the server's HTML, in order: the browser reads them back from the page (else from
 *  `data-slots`: the island did not render them all). */
function slotsInOrder(html: string, slots: string[]): boolean {
  let at = 0;
  for (const s of slots) {
    const i = html.indexOf(`data-mdx-children="">${s}<`, at);
    if (i === -1) return false;
    at = i + s.length;
  }
  return true;
}
