// Reused HTML for subtrees that render the same on many pages (the footer, the navbar's icons and brand, the blog
// sidebar). In the browser <Splice> is only its children. In the server render (src/render/ssr-entry.tsx) the
// first page to show a key renders the subtree and keeps its HTML; later pages get a marker element in its place
// that the server replaces with that HTML, so React does not render the subtree again.
//
// `k` must name everything the subtree's HTML depends on besides the site data (the server keeps one table per
// site data object; a site that shadows theme components renders without splicing). The subtree's HTML must begin
// and end with an element, so that taking it out of React's output changes no text-node separator; the server
// checks this and renders without the key otherwise.
import { createContext, useContext, type ReactNode } from 'react';

/** A key, or a function that makes it (called only by the server render) given `json`: route data's JSON, made
 *  once per object for the site data's table (one build). */
export type SpliceKey = string | ((json: (value: object) => string) => string);

export interface SpliceTable {
  /** What to render for the subtree `children()` under key `k`. */
  place(k: SpliceKey, children: () => ReactNode): ReactNode;
}

export const SpliceContext = createContext<SpliceTable | null>(null);

/** `children`: a function returning the subtree, so a page that reuses the HTML does not even create its elements. */
export function Splice({ k, children }: { k: SpliceKey; children: () => ReactNode }) {
  const table = useContext(SpliceContext);
  return <>{table ? table.place(k, children) : children()}</>;
}
