// Head tags a site component sets with `@docusaurus/Head` (templates/docusaurus/Head.tsx): collected while the
// component renders on the server (site-components/render.ts), carried by the route's head data, written into
// the page's <head> (render/head.ts) and put in place again after a client navigation (client/router/head.ts).

/** One tag of a <Head>: `title`, `meta`, `link` or `base`, with its attributes (and a title's text). */
export interface HeadTag {
  tag: 'title' | 'meta' | 'link';
  attrs: Record<string, string>;
  text?: string;
}

/** The attribute that marks the tags written from <Head>, so a navigation can take them away again. */
export const HEAD_TAG_ATTR = 'data-blogctl-head';

const KEY = Symbol.for('blogctl.headTags');

/** Where the server's <Head> puts its tags while a component renders (undefined in the browser). */
export function headCollector(): HeadTag[] | undefined {
  return (globalThis as Record<symbol, HeadTag[] | undefined>)[KEY];
}

/** Runs `render` with a fresh collector; returns its result and the tags the <Head>s in it set. */
export function collectHeadTags<T>(render: () => T): { result: T; tags: HeadTag[] } {
  const slot = globalThis as Record<symbol, HeadTag[] | undefined>;
  const tags: HeadTag[] = [];
  slot[KEY] = tags;
  try {
    return { result: render(), tags };
  } finally {
    slot[KEY] = undefined;
  }
}

/** The tags in the order a later one overrides an earlier one of the same kind (the innermost <Head> wins, as in
 *  Docusaurus): one title, one meta per name or property, one link per rel and href. */
export function mergeHeadTags(tags: readonly HeadTag[]): HeadTag[] {
  const byKey = new Map<string, HeadTag>();
  for (const t of tags) {
    const key =
      t.tag === 'title'
        ? 'title'
        : t.tag === 'meta'
          ? `meta:${t.attrs.name ?? t.attrs.property ?? t.attrs.charset ?? JSON.stringify(t.attrs)}`
          : `link:${t.attrs.rel}:${t.attrs.href}:${t.attrs.hreflang ?? ''}`;
    byKey.delete(key);
    byKey.set(key, t);
  }
  return [...byKey.values()];
}
