// What a route is built from, as a digest (Route.digest), so a warm build can tell which routes an edit feeds
// without building their props or hashing them (render/route-cache.ts keeps each route's key by its digest).
//
// The split: an entry's *body* facets — its rendered Markdown (HTML, excerpt, headings), and for posts and pages
// the reading time and description, which follow from the body unless front matter sets them — are shown only by
// the routes that name the entry in `reads` (its own page, the list pages, tag and author pages and the home page
// that show its summary). Everything else a route can show (titles, dates, slugs, tags, authors, drafts, sidebar
// labels and positions, doc descriptions — doc cards show those of other docs —, the order of posts, tags.yml,
// authors.yml, the sidebars, the config) is *structure*: one key for the whole site. A route's digest is the
// structure key, its output file and the body keys of the entries it reads; when a title, date, tag or slug
// changes, or an entry is added or removed, the structure key changes and every route is recomputed.
import type { ResolvedConfig } from '../config/load-config';
import type { ContentGraph, Doc, Page, Post } from '../content/types';
import { hashOf } from '../util/hash';
import { bodyOf } from '../content/html-facts';

/** Digest of everything in the graph and config that is not an entry's body facets (see above). */
export function structureKey(graph: ContentGraph, config: ResolvedConfig): string {
  const parts: string[] = [config.hash];
  for (const p of graph.posts) {
    const { content, readingMinutes, description, ...rest } = p;
    parts.push(JSON.stringify(rest), content.contentTitle ?? '');
  }
  for (const p of graph.pages) {
    const { content, description, ...rest } = p;
    parts.push(JSON.stringify(rest), content.contentTitle ?? '');
  }
  // A doc's description is structure: doc cards (category pages, <DocCardList />) show other docs' descriptions.
  for (const d of graph.docs) {
    const { content, ...rest } = d;
    parts.push(JSON.stringify(rest), content.contentTitle ?? '');
  }
  parts.push(JSON.stringify([...graph.tags.values()]), JSON.stringify([...graph.docTags.values()]), JSON.stringify([...graph.authors.values()]));
  parts.push(JSON.stringify(graph.categories), JSON.stringify([...graph.sidebars]), graph.sidebarsFile ?? '');
  return hashOf(parts.join('\u0000'));
}

/** Each entry's body key (a digest), by file: what changes when only its body is edited. */
export function bodyKeys(graph: ContentGraph): Map<string, string> {
  const keys = new Map<string, string>();
  const base = (e: Post | Doc | Page) => bodyOf(e.content);
  for (const p of graph.posts) keys.set(p.file, hashOf(base(p) + '\u0001' + p.readingMinutes + '\u0001' + p.description));
  for (const p of graph.pages) keys.set(p.file, hashOf(base(p) + '\u0001' + p.description));
  for (const d of graph.docs) keys.set(d.file, hashOf(base(d)));
  return keys;
}

/**
 * A route's digest: the structure key and the body keys of the entries it reads. (Under one structure key the
 * route table is the same, so the same output file has the same route reading the same entries.)
 */
export function routeDigest(structure: string, reads: readonly string[], bodies: ReadonlyMap<string, string>): string {
  if (reads.length === 0) return structure;
  if (reads.length === 1) return structure + ':' + (bodies.get(reads[0]) ?? '-');
  return structure + ':' + hashOf(reads.map((f) => bodies.get(f) ?? '-').join(':'));
}
