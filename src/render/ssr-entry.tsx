// The SSR entry, bundled by esbuild together with templates/: choose the template, renderToString, and splice in
// the HTML of subtrees rendered once (templates/splice.tsx).
import { createElement, type ReactNode } from 'react';
import { App } from '../../templates/App';
import { SpliceContext, type SpliceKey, type SpliceTable } from '../../templates/splice';
import type { PageData, SiteData } from '../shared/page-props';

/** React's renderToString, given by the loader (render-routes.ts, setRenderer) before the first render: it loads
 *  react-dom's legacy server build alone, where `react-dom/server` loads the streaming build too (and node:util,
 *  node:async_hooks), which a page render never uses (5-15 ms of a small site's warm build). */
type RenderToString = (element: ReactNode) => string;
let renderer: RenderToString | undefined;

export function setRenderer(render: RenderToString): void {
  renderer = render;
}

function renderToString(element: ReactNode): string {
  if (!renderer)
    throw new Error('blogctl: the SSR module was loaded without its renderer (render-routes.ts loadSsrModule)');
  return renderer(element);
}

/** Defined by bundles.ts: false when the site shadows theme components (their HTML may depend on anything). */
declare const __BLOGCTL_SPLICE__: boolean | undefined;
const SPLICE = typeof __BLOGCTL_SPLICE__ === 'undefined' ? false : __BLOGCTL_SPLICE__;

/** The marker element's name: no page content can contain it. */
const TAG = `blogctl-splice-${[...crypto.getRandomValues(new Uint8Array(8))].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
const CLOSE = `</${TAG}>`;
const OPEN = `<${TAG} data-`;
/** Keys kept per site; later keys are rendered every time. */
const MAX_KEYS = 256;

/** A subtree's HTML can stand alone: it begins and ends with an element (not text, not a comment). */
function standsAlone(html: string): boolean {
  return html.startsWith('<') && !html.startsWith('<!--') && html.endsWith('>') && !html.endsWith('-->');
}

class Splices implements SpliceTable {
  private readonly ids = new Map<string, number>();
  private readonly keys: string[] = [];
  private readonly html: (string | undefined)[] = [];
  private readonly refused = new Set<string>();
  /** Markers placed in the current render. */
  private marks = 0;

  /** How many subtrees' HTML is kept. */
  get kept(): number {
    return this.html.filter((h) => h !== undefined).length;
  }

  /** Route data's JSON by object, for keys: nothing changes route data while one build renders its pages. */
  private readonly jsonOf = new WeakMap<object, string>();
  private readonly json = (value: object): string => {
    let text = this.jsonOf.get(value);
    if (text === undefined) this.jsonOf.set(value, (text = JSON.stringify(value)));
    return text;
  };

  place(key: SpliceKey, children: () => ReactNode): ReactNode {
    let k: string;
    try {
      k = typeof key === 'string' ? key : key(this.json);
    } catch {
      return children(); // data the subtree cannot render either: its own component reports the error
    }
    if (this.refused.has(k)) return children();
    let id = this.ids.get(k);
    if (id === undefined) {
      if (this.keys.length >= MAX_KEYS) return children();
      id = this.keys.length;
      this.ids.set(k, id);
      this.keys.push(k);
      this.html.push(undefined);
    }
    this.marks++;
    // Kept: an empty marker. Not yet: the subtree inside a marker, with splicing off inside it (it is kept whole).
    if (this.html[id] !== undefined) return createElement(TAG, { 'data-h': id });
    return createElement(TAG, { 'data-m': id }, createElement(SpliceContext.Provider, { value: null }, children()));
  }

  render(element: ReactNode): string {
    for (;;) {
      this.marks = 0;
      const out = this.splice(renderToString(<SpliceContext.Provider value={this}>{element}</SpliceContext.Provider>));
      if (out !== undefined) return out;
    }
  }

  /** The page's HTML with every marker replaced; undefined when a subtree cannot stand alone (its key is then
   *  refused and the page must be rendered again). */
  private splice(html: string): string | undefined {
    if (this.marks === 0) return html;
    let out = '';
    let from = 0;
    for (let at = html.indexOf(OPEN); at >= 0; at = html.indexOf(OPEN, from)) {
      const kept = html.charCodeAt(at + OPEN.length) === 104; // 'h'
      const idStart = at + OPEN.length + 3; // after `h="` or `m="`
      const idEnd = html.indexOf('"', idStart);
      const id = Number(html.slice(idStart, idEnd));
      const inner = idEnd + 2; // after `">`
      const close = html.indexOf(CLOSE, inner);
      let part: string;
      if (kept) {
        part = this.html[id]!;
      } else {
        part = html.slice(inner, close);
        if (!standsAlone(part)) {
          this.refuse(id);
          return undefined;
        }
        this.html[id] ??= part;
      }
      out += html.slice(from, at) + part;
      from = close + CLOSE.length;
    }
    return out + html.slice(from);
  }

  private refuse(id: number): void {
    const k = this.keys[id];
    this.refused.add(k);
    this.ids.delete(k);
  }
}

const tables = new WeakMap<SiteData, Splices>();

/** The table of kept subtrees that the renders of `site` share (the page components reach it by context). */
export function spliceTable(site: SiteData): SpliceTable & { readonly kept: number } {
  let table = tables.get(site);
  if (!table) tables.set(site, (table = new Splices()));
  return table;
}

export function renderBody(site: SiteData, page: PageData): string {
  const app = <App site={site} page={page} />;
  return SPLICE ? (spliceTable(site) as Splices).render(app) : renderToString(app);
}
