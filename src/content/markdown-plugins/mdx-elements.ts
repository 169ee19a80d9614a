// How each JSX element in MDX renders: Docusaurus's built-in components (Tabs as a hydrated island, the others
// as static HTML that needs no script), lowercase HTML elements with JSX props, and unknown components (a
// located warning; their children render as Markdown).
import { renderTabsIsland } from '../mdx-components';
import { DOC_CARD_LIST_MARKER } from '../../shared/mdx/islands';
import type { TabsItem } from '../../shared/mdx/Tabs';
import { ADMONITION_CLOSE, admonitionOpenHtml } from './admonitions';
import type { PropValue } from './jsx-tags';
import type { MdxElementMeta, MdxEnv, MdxPluginOptions } from './mdx-types';
import { PLACEHOLDER_CLOSE, placeholderOpen } from '../site-components/placeholder';
import type { MarkdownIt } from './types';
import { blockIsland, expressionIsland, inlineIsland, needsIsland } from './mdx-islands';

/** Modules whose components blogctl provides, as Docusaurus sites import them. */
export const BUILTIN_MODULES: Record<string, string> = {
  '@theme/Tabs': 'Tabs',
  '@theme/TabItem': 'TabItem',
  '@theme/Admonition': 'Admonition',
  '@theme/CodeBlock': 'CodeBlock',
  '@theme/Details': 'Details',
  '@theme/TOCInline': 'TOCInline',
  '@theme/DocCardList': 'DocCardList',
  '@docusaurus/Link': 'Link',
};

/** Of the built-ins' modules, those an MDX file's module imports as site code does (site-components/
 *  docusaurus-modules.ts); blogctl renders the others at build time from their literal props. */
const SITE_MODULES = new Set(['@theme/Admonition', '@docusaurus/Link']);

export interface MdxRenderContext {
  titles: Record<string, string>;
  report: MdxPluginOptions['report'];
  /** The page's headings (complete once rendering starts). */
  headings(): { level: number; id: string; text: string }[];
}

const VOID = new Set(['img', 'br', 'hr', 'input', 'source', 'track', 'wbr', 'col', 'area', 'embed', 'meta', 'link']);
const UNITLESS = new Set([
  'opacity',
  'zIndex',
  'flex',
  'flexGrow',
  'flexShrink',
  'fontWeight',
  'lineHeight',
  'order',
  'zoom',
]);

type Escape = (s: string) => string;

const str = (v: PropValue): string | undefined =>
  v === undefined || v === null || v === false ? undefined : String(v);

export function mdxElementOptions(md: MarkdownIt, ctx: MdxRenderContext): Omit<MdxPluginOptions, 'report'> {
  const esc = md.utils.escapeHtml;
  const modules = { modules: BUILTIN_MODULES, siteModules: SITE_MODULES };
  return {
    ...modules,
    rawChildren: new Set(['CodeBlock']),
    renderExpression: (span, inline, env) =>
      expressionIsland(span, inline, env, { esc, report: ctx.report, builtins: Object.values(BUILTIN_MODULES) }),
    renderElement(meta, builtin, renderChildren, env) {
      const island = needsIsland(modules, meta, env) ? blockIsland(modules, meta, renderChildren, env) : null;
      if (island !== null) return island;
      if (env.partial && needsIsland(modules, meta, env))
        ctx.report('warning', 'MDX_PARTIAL_JAVASCRIPT', { kind: 'element', name: meta.name }, meta.line, meta.column);
      const site = sitePlaceholder(meta, env, false);
      if (site) return site + (meta.selfClosing ? '' : renderChildren(meta.children)) + PLACEHOLDER_CLOSE + '\n';
      const builtinOf = (name: string) => {
        const source = env.mdxImports?.get(name);
        if (source !== undefined) return BUILTIN_MODULES[source] ?? null;
        return Object.values(BUILTIN_MODULES).includes(name) ? name : null;
      };
      switch (builtin) {
        case 'Tabs':
          return renderTabs(meta, renderChildren, builtinOf, ctx);
        case 'TabItem':
          ctx.report('warning', 'MDX_TABS_CONTENT', { kind: 'outside-tabs', name: meta.name }, meta.line, meta.column);
          return renderChildren(meta.children);
        case 'Admonition': {
          const type = str(meta.props.type) ?? 'note';
          const title = str(meta.props.title) ?? ctx.titles[type] ?? type;
          return admonitionOpenHtml(esc(type), esc(title)) + renderChildren(meta.children) + ADMONITION_CLOSE;
        }
        case 'Details': {
          const summary = str(meta.props.summary);
          return `<details class="details"${meta.props.open === true ? ' open' : ''}>${summary ? `<summary>${esc(summary)}</summary>` : ''}\n${renderChildren(meta.children)}</details>\n`;
        }
        case 'CodeBlock':
          return renderCodeBlock(md, meta, ctx);
        case 'TOCInline':
          return renderToc(meta, ctx, esc);
        case 'Link': {
          const href = str(meta.props.to) ?? str(meta.props.href) ?? '#';
          return `<p><a href="${esc(href)}">${renderChildren(meta.children).replace(/^<p>|<\/p>\n?$/g, '')}</a></p>\n`;
        }
        case 'DocCardList': {
          // A placeholder: the cards depend on the sidebars, known at the routes stage (routes/doc-card-list.ts).
          const items = meta.props.items;
          if (items !== undefined && !Array.isArray(items)) {
            ctx.report(
              'error',
              'MDX_PROP_NOT_LITERAL',
              { kind: 'items-list', name: meta.name },
              meta.line,
              meta.column,
            );
          }
          const data = Array.isArray(items) ? ` data-items="${esc(JSON.stringify(items))}"` : '';
          return `<div ${DOC_CARD_LIST_MARKER}="${meta.line}:${meta.column}"${data}></div>\n`;
        }
      }
      if (/^[a-z]/.test(meta.name)) {
        const open = `<${meta.name}${htmlAttrs(meta, ctx, esc)}>`;
        return VOID.has(meta.name) ? open + '\n' : `${open}\n${renderChildren(meta.children)}</${meta.name}>\n`;
      }
      reportUnknown(meta, env, ctx);
      return renderChildren(meta.children);
    },
    renderInlineTag(meta, builtin, env) {
      const island = inlineIsland(modules, meta, env);
      if (island !== null) return island;
      if (env.mdxSiteImports?.has(meta.name.split('.')[0])) {
        if (meta.closing) return PLACEHOLDER_CLOSE;
        return sitePlaceholder(meta, env, true)! + (meta.selfClosing ? PLACEHOLDER_CLOSE : '');
      }
      if (builtin === 'Link') {
        return meta.closing ? '</a>' : `<a href="${esc(str(meta.props.to) ?? str(meta.props.href) ?? '#')}">`;
      }
      if (/^[a-z]/.test(meta.name)) {
        if (meta.closing) return `</${meta.name}>`;
        return `<${meta.name}${htmlAttrs(meta, ctx, esc)}${meta.selfClosing && !VOID.has(meta.name) ? `></${meta.name}` : ''}>`;
      }
      const partial = env.mdxPartials?.get(meta.name);
      if (partial && !meta.closing) {
        const params = { source: partial.source, names: [meta.name] };
        ctx.report('warning', 'MDX_IMPORT_MARKDOWN', params, meta.line, meta.column);
      } else if (!meta.closing) reportUnknown(meta, env, ctx);
      return '';
    },
  };
}

/** The placeholder of an element that stands for the site's own component (site-components/placeholder.ts). */
function sitePlaceholder(
  meta: Pick<MdxElementMeta, 'name' | 'props' | 'line' | 'column'>,
  env: MdxEnv,
  inline: boolean,
): string | null {
  const [head, member] = meta.name.split('.');
  const imp = env.mdxSiteImports?.get(head);
  if (!imp) return null;
  const exportName = imp.export === '*' ? (member ?? 'default') : imp.export;
  const offset = (env as { bodyLineOffset?: number }).bodyLineOffset ?? 0;
  return placeholderOpen({
    file: imp.file,
    exportName,
    props: meta.props,
    line: meta.line + 1 + offset,
    column: meta.column,
    ...(inline ? { inline } : {}),
  });
}

function renderCodeBlock(md: MarkdownIt, meta: MdxElementMeta, ctx: MdxRenderContext): string {
  let code = meta.raw ?? '';
  const trimmed = code.trim();
  if (trimmed.startsWith('{') && trimmed.endsWith('}')) {
    // `{`code`}` or `{'code'}`: a string expression.
    const expr = trimmed.slice(1, -1).trim();
    const m = /^`([^`$\\]*(?:\\.[^`$\\]*)*)`$/s.exec(expr) ?? /^(["'])(.*)\1$/s.exec(expr);
    if (m) code = (m.length === 3 ? m[2] : m[1]).replace(/\\`/g, '`');
    else {
      ctx.report('error', 'MDX_PROP_NOT_LITERAL', { kind: 'children', name: meta.name }, meta.line, meta.column);
      code = '';
    }
  } else {
    // Plain text children: drop the first and last blank lines and the common indentation.
    const lines = code
      .replace(/^\s*\n/, '')
      .replace(/\n\s*$/, '')
      .split('\n');
    const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^\s*/.exec(l)![0].length));
    code = lines.map((l) => l.slice(Number.isFinite(indent) ? indent : 0)).join('\n');
  }
  code = code.replace(/^\n/, '').replace(/\n\s*$/, '');
  const lang = typeof meta.props.language === 'string' ? meta.props.language : '';
  const title = typeof meta.props.title === 'string' ? ` title="${meta.props.title.replace(/"/g, "'")}"` : '';
  const numbers =
    meta.props.showLineNumbers === true
      ? ' showLineNumbers'
      : typeof meta.props.showLineNumbers === 'number'
        ? ` showLineNumbers=${meta.props.showLineNumbers}`
        : '';
  const metastring = typeof meta.props.metastring === 'string' ? ' ' + meta.props.metastring : '';
  const token = {
    info: `${lang}${title}${numbers}${metastring}`,
    content: code + '\n',
    map: [meta.line, meta.line + 1],
  };
  return md.renderer.rules.fence!([token as never], 0, md.options, { bodyLineOffset: 0 }, md.renderer);
}

/** A lowercase HTML element's JSX props as attributes (className → class, style objects → CSS text). */
function htmlAttrs(
  meta: { name: string; props: Record<string, PropValue>; line: number; column: number },
  ctx: MdxRenderContext,
  esc: Escape,
): string {
  let out = '';
  for (const [key, value] of Object.entries(meta.props)) {
    if (value === undefined || value === null || value === false) continue;
    const name = key === 'className' ? 'class' : key === 'htmlFor' ? 'for' : key;
    if (value === true) {
      out += ` ${esc(name)}`;
      continue;
    }
    if (key === 'style' && typeof value === 'object' && !Array.isArray(value)) {
      const css = Object.entries(value)
        .filter(([, v]) => v !== undefined && v !== null && v !== false)
        .map(
          ([k, v]) =>
            `${k.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())}: ${typeof v === 'number' && v !== 0 && !UNITLESS.has(k) ? `${v}px` : String(v)}`,
        )
        .join('; ');
      out += ` style="${esc(css)}"`;
      continue;
    }
    if (typeof value === 'object') {
      ctx.report(
        'error',
        'MDX_PROP_NOT_LITERAL',
        { kind: 'object', prop: key, name: meta.name },
        meta.line,
        meta.column,
      );
      continue;
    }
    out += ` ${esc(name)}="${esc(String(value))}"`;
  }
  return out;
}

/** <Tabs> with its <TabItem>s, as a hydrated island; stray content and bad values are reported. */
function renderTabs(
  meta: MdxElementMeta,
  renderChildren: (tokens: MdxElementMeta['children']) => string,
  builtinOf: (name: string) => string | null,
  ctx: MdxRenderContext,
): string {
  const values = Array.isArray(meta.props.values)
    ? (meta.props.values as { value?: PropValue; label?: PropValue }[])
    : [];
  const items: (TabsItem & { isDefault: boolean })[] = [];
  let strayReported = false;
  for (const child of meta.children) {
    if (child.type !== 'mdx_element') {
      if (!strayReported && child.nesting !== -1 && (child.type !== 'inline' || child.content.trim())) {
        strayReported = true;
        const line = child.map ? child.map[0] : meta.line;
        ctx.report('warning', 'MDX_TABS_CONTENT', { kind: 'loose-content', name: meta.name }, line, 1);
      }
      continue;
    }
    const cm = child.meta as unknown as MdxElementMeta;
    if (builtinOf(cm.name) !== 'TabItem') {
      ctx.report(
        'warning',
        'MDX_TABS_CONTENT',
        { kind: 'not-tab-item', name: meta.name, child: cm.name },
        cm.line,
        cm.column,
      );
      continue;
    }
    const value = str(cm.props.value);
    if (value === undefined) {
      ctx.report('error', 'MDX_TABITEM_VALUE', { name: cm.name }, cm.line, cm.column);
      continue;
    }
    if (items.some((i) => i.value === value)) {
      ctx.report('error', 'MDX_TABITEM_VALUE', { name: cm.name, value }, cm.line, cm.column);
      continue;
    }
    const fromValues = values.find((v) => v && v.value === value);
    const label = str(fromValues?.label) ?? str(cm.props.label) ?? value;
    items.push({
      value,
      label,
      html: renderChildren(cm.children),
      className: str(cm.props.attributes && (cm.props.attributes as Record<string, PropValue>).className),
      isDefault: cm.props.default === true,
    });
  }
  if (!items.length) {
    ctx.report('warning', 'MDX_TABS_CONTENT', { kind: 'no-items', name: meta.name }, meta.line, meta.column);
    return '';
  }
  const wanted = str(meta.props.defaultValue);
  const defaultValue =
    (wanted && items.some((i) => i.value === wanted) ? wanted : undefined) ??
    items.find((i) => i.isDefault)?.value ??
    items[0].value;
  const qs = meta.props.queryString;
  return renderTabsIsland({
    items: items.map(({ isDefault: _d, className, ...i }) => (className ? { ...i, className } : i)),
    defaultValue,
    ...(str(meta.props.groupId) ? { groupId: str(meta.props.groupId) } : {}),
    ...(typeof qs === 'string' || qs === true ? { queryString: qs } : {}),
    ...(str(meta.props.className) ? { className: str(meta.props.className) } : {}),
  });
}

/** <TOCInline>: the headings of its `toc` (`toc={toc}`: the page's own, MDX's scope name; the page's when left
 *  out) between min and max level as nested lists. */
function renderToc(meta: MdxElementMeta, ctx: MdxRenderContext, esc: Escape): string {
  const min = typeof meta.props.minHeadingLevel === 'number' ? meta.props.minHeadingLevel : 2;
  const max = typeof meta.props.maxHeadingLevel === 'number' ? meta.props.maxHeadingLevel : 3;
  const toc = Array.isArray(meta.props.toc) ? (meta.props.toc as unknown as ReturnType<typeof ctx.headings>) : null;
  const list = (toc ?? ctx.headings()).filter((h) => h.level >= min && h.level <= max);
  if (!list.length) return '';
  let html = '<div class="toc-inline"><ul>';
  let depth = 0;
  let level = list[0].level;
  for (const [i, h] of list.entries()) {
    if (i > 0) {
      if (h.level > level) {
        html += '<ul>';
        depth++;
      } else {
        html += '</li>';
        for (let l = level; l > h.level && depth > 0; l--, depth--) html += '</ul></li>';
      }
    }
    level = h.level;
    html += `<li><a href="#${esc(h.id)}">${esc(h.text)}</a>`;
  }
  html += '</li>' + '</ul></li>'.repeat(depth) + '</ul></div>\n';
  return html;
}

function reportUnknown(
  meta: { name: string; line: number; column: number },
  env: { mdxImports?: Map<string, string> },
  ctx: MdxRenderContext,
): void {
  const source = env.mdxImports?.get(meta.name.split('.')[0]);
  // An import of the site's own code that names no file was reported as an error at the import.
  if (source !== undefined && /^(@site\/|\.\.?\/)/.test(source)) return;
  ctx.report(
    'warning',
    'MDX_UNKNOWN_COMPONENT',
    { name: meta.name, source, builtins: Object.values(BUILTIN_MODULES) },
    meta.line,
    meta.column,
  );
}
