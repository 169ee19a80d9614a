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
import { entrySourceHash } from '../content/entry-source';
import type { StructureCache } from './structure-cache';

/**
 * Digest of everything in the graph and config that is not an entry's body facets (see above): the
 * environment (config, tags, authors, categories, sidebars) and each entry's structure digest, in order. With a
 * `cache` (structure-cache.ts), an unchanged entry's digest is the one the previous build made.
 */
export function structureKey(graph: ContentGraph, config: ResolvedConfig, cache?: StructureCache): string {
  const env = hashOf(
    [
      config.hash,
      JSON.stringify([...graph.tags.values()]),
      JSON.stringify([...graph.docTags.values()]),
      JSON.stringify([...graph.authors.values()]),
      JSON.stringify(graph.categories),
      JSON.stringify([...graph.sidebars]),
      graph.sidebarsFile ?? '',
    ].join('\u0000'),
  );
  cache?.begin(env);
  const parts: string[] = [env];
  for (const p of graph.posts) {
    parts.push(
      'p',
      entryDigest(p, p.date + '\u0000' + (p.image ?? ''), cache, () => {
        const { content, readingMinutes, description, ...rest } = p;
        return rest;
      }),
    );
  }
  for (const p of graph.pages) {
    parts.push(
      'g',
      entryDigest(p, '', cache, () => {
        const { content, description, ...rest } = p;
        return rest;
      }),
    );
  }
  // A doc's description is structure: doc cards (category pages, <DocCardList />) show other docs' descriptions.
  for (const d of graph.docs) {
    parts.push(
      'd',
      entryDigest(d, d.description, cache, () => {
        const { content, ...rest } = d;
        return rest;
      }),
    );
  }
  return hashOf(parts.join('\u0000'));
}

/**
 * An entry's structure digest: its structure facts (`rest()`) and its content title. Taken from `cache` when
 * the entry's stamp is the one recorded: its text's hash, and the facts that can change while its text does
 * not (`extra`: a post's date — from the file's time when neither its name nor its front matter gives one —
 * and front-matter image — a hashed asset path —, a doc's description; and the last update, from git), with
 * the permalink, title, draft and unlisted flags, edit URL and content title besides (cheap, and safe).
 */
function entryDigest(
  e: Post | Doc | Page,
  extra: string,
  cache: StructureCache | undefined,
  rest: () => object,
): string {
  const source = cache && entrySourceHash(e);
  const stamp =
    source &&
    [
      source,
      e.kind,
      e.permalink,
      e.title,
      e.draft ? 'd' : '',
      e.unlisted ? 'u' : '',
      e.editUrl ?? '',
      e.content.contentTitle ?? '',
      extra,
      e.lastUpdate ? JSON.stringify(e.lastUpdate) : '',
      e.updated ?? '',
    ].join('\u0000');
  const known = stamp ? cache!.get(e.file, stamp) : undefined;
  if (known !== undefined) return known;
  const digest = hashOf(JSON.stringify(rest()) + '\u0000' + (e.content.contentTitle ?? ''));
  if (stamp) cache!.set(e.file, stamp, digest);
  return digest;
}

/** Each entry's body key (a digest), by file: what changes when only its body is edited. */
export function bodyKeys(graph: ContentGraph): Map<string, string> {
  const keys = new Map<string, string>();
  const base = (e: Post | Doc | Page) => bodyOf(e.content);
  for (const p of graph.posts)
    keys.set(p.file, hashOf(base(p) + '\u0001' + p.readingMinutes + '\u0001' + p.description));
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
