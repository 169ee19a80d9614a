// What a site component's server rendering adds to its page for the link check: the internal links it rendered
// with `@docusaurus/Link` (marked `data-internal`, as Docusaurus checks its <Link>s and not plain <a>s) and the
// ids of its elements (a `#hash` link may name any of them). Each link is located where its target is written:
// the Markdown file that gave the component its props, else the component's own file, else the component's use.
import { readFileSync } from 'node:fs';
import { unescapeHtml } from '../../shared/escape';
import type { LinkRef } from '../markdown-plugins/env';

/** The links and element ids of one island's own HTML (without the Markdown it was given). */
export interface IslandFacts {
  links: LinkRef[];
  ids: string[];
}

/** Where an island's links are looked for, and where they are put when their target is not written anywhere. */
export interface IslandSource {
  /** The files to search for a target as written, in order (the entry's Markdown file, the component's file). */
  files: string[];
  /** The component's use: the entry's file at the placeholder, or the page's file (line 0: no line). */
  fallback: { file: string; line: number; column: number };
}

const A_TAG = /<a\s[^>]*>/g;
const HREF = /\shref="([^"]*)"/;
const INTERNAL = /\sdata-internal=""/;
const ID = /\sid="([^"]+)"/g;

/** Reads the files of the sources once per components step. */
export class IslandLinkReader {
  private readonly texts = new Map<string, string | null>();

  constructor(private readonly baseUrl: string) {}

  /** The internal links and ids of `own` (HTML the island rendered around the Markdown given to it). */
  facts(own: string, source: IslandSource): IslandFacts {
    const links: LinkRef[] = [];
    for (const [tag] of own.matchAll(A_TAG)) {
      const href = INTERNAL.test(tag) ? HREF.exec(tag)?.[1] : undefined;
      if (href === undefined) continue;
      const target = this.written(unescapeHtml(href));
      links.push({ href: target, resolved: target, kind: 'link', ...this.locate(target, source) });
    }
    const ids = [...own.matchAll(ID)].map((m) => unescapeHtml(m[1]));
    return { links, ids };
  }

  /** The target as the component wrote it: without the baseUrl `@docusaurus/Link` added. */
  private written(href: string): string {
    const base = this.baseUrl.replace(/\/$/, '');
    return base && href.startsWith(base + '/') ? href.slice(base.length) : href;
  }

  private locate(target: string, source: IslandSource): { file: string; line: number; column: number } {
    const path = target.split(/[?#]/)[0];
    const bare = path.replace(/\/$/, '');
    const candidates = [target, path, bare, bare + '/'].filter((c, i, all) => c && all.indexOf(c) === i);
    for (const file of source.files) {
      const text = this.text(file);
      if (text === null) continue;
      for (const c of candidates) {
        const at = quotedAt(text, c);
        if (at !== -1) return { file, ...lineColumn(text, at) };
      }
    }
    return source.fallback;
  }

  private text(file: string): string | null {
    let text = this.texts.get(file);
    if (text === undefined) {
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        text = null;
      }
      this.texts.set(file, text);
    }
    return text;
  }
}

/** The offset of `value` written as a string literal or attribute value ("…", '…' or `…`), or -1. */
function quotedAt(text: string, value: string): number {
  for (const q of ['"', "'", '`']) {
    const i = text.indexOf(q + value + q);
    if (i !== -1) return i + 1;
  }
  return -1;
}

function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}
