// The islands chunk: hydrates one island with the component the server rendered it with — a built-in (<Tabs>)
// or one of the site's own components / React pages, whose chunk it loads first (site islands).
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import * as ReactDOMClient from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';
import { recordedSource, SiteHooksContext, type SiteHooksData } from '../site-hooks';
import { ISLAND_ATTR } from './islands';
import { Tabs, type TabsProps } from './Tabs';

declare const __BLOGCTL_SITE_CHUNKS__: Record<string, { js: string; css: string[] }> | undefined;
const SITE_CHUNKS = typeof __BLOGCTL_SITE_CHUNKS__ === 'undefined' ? {} : __BLOGCTL_SITE_CHUNKS__;

export function hydrateIsland(el: HTMLElement): () => void {
  const kind = el.getAttribute(ISLAND_ATTR);
  if (kind === 'site') return hydrateSiteIsland(el);
  if (kind !== 'tabs') return () => {};
  const props = readTabsProps(el);
  if (!props) return () => {};
  const root = hydrateRoot(el, <Tabs {...props} />, {
    onRecoverableError(error) {
      console.error('[blogctl] recoverable hydration error in tabs:', error);
    },
  });
  return () => setTimeout(() => root.unmount(), 0);
}

function readTabsProps(el: HTMLElement): TabsProps | null {
  let props: TabsProps;
  try {
    props = JSON.parse(el.getAttribute('data-props') ?? '') as TabsProps;
  } catch {
    return null;
  }
  const panels = [...el.children].find((c) => c.classList.contains('tabs__panels'))?.children ?? [];
  props.items.forEach((item, i) => {
    item.html = panels[i]?.innerHTML ?? '';
  });
  return props;
}

// Site chunks import React through a shim that reads this (one copy of React: the page's).
(globalThis as Record<string, unknown>).__BLOGCTL_REACT__ = {
  react: React,
  'react/jsx-runtime': JsxRuntime,
  'react/jsx-dev-runtime': JsxRuntime,
  'react-dom': ReactDOM,
  'react-dom/client': ReactDOMClient,
};

const siteModules = new Map<string, Promise<Record<string, unknown>>>();

function loadSiteModule(id: string): Promise<Record<string, unknown>> {
  let p = siteModules.get(id);
  if (!p) {
    const chunk = SITE_CHUNKS[id];
    if (!chunk) return Promise.reject(new Error(`no chunk for site module ${id}`));
    for (const css of chunk.css) {
      const href = new URL(css, import.meta.url).href;
      if ([...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((l) => l.href === href))
        continue;
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      document.head.appendChild(link);
    }
    const url = new URL(chunk.js, import.meta.url).href;
    p = import(/* @vite-ignore */ url) as Promise<Record<string, unknown>>;
    p.catch(() => siteModules.delete(id));
    siteModules.set(id, p);
  }
  return p;
}

function readJson<T>(el: HTMLElement, attr: string, fallback: T): T {
  const raw = el.getAttribute(attr);
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

/** Marks the island once React has hydrated it (`data-island-ready`, as tabs do). Renders nothing of its own. */
function Hydrated({ el, children }: { el: HTMLElement; children: React.ReactNode }) {
  React.useEffect(() => el.setAttribute('data-island-ready', ''), [el]);
  return children;
}

/** A site component or React page: its chunk, then hydration with the props, children and site data the
 *  server rendered it with. */
function hydrateSiteIsland(el: HTMLElement): () => void {
  let root: ReturnType<typeof hydrateRoot> | undefined;
  let gone = false;
  const id = el.getAttribute('data-module') ?? '';
  const exportName = el.getAttribute('data-export') ?? 'default';
  const props = readJson<Record<string, unknown>>(el, 'data-props', {});
  const childrenHtml = el.getAttribute('data-children') ?? el.querySelector('[data-mdx-children]')?.innerHTML;
  if (el.hasAttribute('data-slots')) props.slots = readSlots(el);
  else if (childrenHtml !== undefined && childrenHtml !== null) {
    props.children = React.createElement(el.tagName === 'SPAN' ? 'span' : 'div', {
      'data-mdx-children': '',
      dangerouslySetInnerHTML: { __html: childrenHtml },
    });
  }
  const source = recordedSource(readJson<Partial<SiteHooksData>>(el, 'data-hooks', {}));
  loadSiteModule(id).then(
    (mod) => {
      const Component = mod[exportName] as React.ComponentType<Record<string, unknown>> | undefined;
      if (gone || !Component) return;
      const tree = (
        <SiteHooksContext.Provider value={source}>
          <Hydrated el={el}>
            <Component {...props} />
          </Hydrated>
        </SiteHooksContext.Provider>
      );
      root = hydrateRoot(el, tree, {
        onRecoverableError(error) {
          console.error(`[blogctl] recoverable hydration error in site component ${exportName}:`, error);
        },
      });
    },
    (err: unknown) =>
      console.warn('[blogctl] The code of a site component failed to load; it stays as the server rendered it.', err),
  );
  return () => {
    gone = true;
    const r = root;
    if (r) setTimeout(() => r.unmount(), 0);
  };
}

/** The Markdown slots of an island of an MDX file's module: from `data-slots` when the server wrote them there,
 *  else read back from the page (this island's own, not a nested island's). */
function readSlots(el: HTMLElement): string[] {
  if (el.getAttribute('data-slots')) return readJson<string[]>(el, 'data-slots', []);
  return [...el.querySelectorAll<HTMLElement>('[data-mdx-children]')]
    .filter((s) => s.parentElement?.closest(`[data-mdx-children], [${ISLAND_ATTR}]`) === el)
    .map((s) => s.innerHTML);
}
