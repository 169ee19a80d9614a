// `@docusaurus/Head` for a site's own React code: its <title>, <meta> and <link> children become the page's head
// tags. On the server they are collected while the component renders (src/shared/head-tags.ts) and written into
// the page's <head>; the route's data carries them, so a client navigation puts the page's own tags in place. In
// the browser the component renders nothing.
import { Children, Fragment, isValidElement, type ReactNode } from 'react';
import { headCollector, type HeadTag } from '../../src/shared/head-tags';

const TAGS = new Set(['title', 'meta', 'link']);

/** React prop names as HTML attribute names. */
const ATTR_NAMES: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  httpEquiv: 'http-equiv',
  charSet: 'charset',
};

function textOf(children: ReactNode): string {
  return Children.toArray(children)
    .map((c) => (typeof c === 'string' || typeof c === 'number' ? String(c) : ''))
    .join('');
}

/** The head tags among `children` (fragments looked into; anything else left out). */
function tagsOf(children: ReactNode, out: HeadTag[]): HeadTag[] {
  for (const child of Children.toArray(children)) {
    if (!isValidElement(child)) continue;
    const props = child.props as Record<string, unknown> & { children?: ReactNode };
    if (child.type === Fragment) {
      tagsOf(props.children, out);
      continue;
    }
    if (typeof child.type !== 'string' || !TAGS.has(child.type)) continue;
    const attrs: Record<string, string> = {};
    for (const [k, v] of Object.entries(props)) {
      if (k === 'children' || v === undefined || v === null || v === false) continue;
      attrs[ATTR_NAMES[k] ?? k] = String(v);
    }
    const tag = child.type as HeadTag['tag'];
    out.push(tag === 'title' ? { tag, attrs, text: textOf(props.children) } : { tag, attrs });
  }
  return out;
}

export default function Head({ children }: { children?: ReactNode }): null {
  const collector = headCollector();
  if (collector) tagsOf(children, collector);
  return null;
}
