// blogctl's content in the shapes of Docusaurus's content plugins, for the site plugins that wrap them
// (run-plugins.ts): the blog's `loadContent()` result (`blogPosts`, each with its `metadata`) and the docs'.
import type { ResolvedConfig } from '../../config/load-config';
import { tagPermalink } from '../../shared/permalinks';
import { siteHref } from '../../shared/urls';
import type { ContentGraph } from '../types';

/** A post as Docusaurus's blog plugin loads it (the fields sites read: `metadata` and its front matter). */
export interface DocusaurusBlogPost {
  id: string;
  metadata: {
    permalink: string;
    source: string;
    title: string;
    description: string;
    date: string;
    formattedDate: string;
    tags: { label: string; permalink: string }[];
    readingTime: number;
    hasTruncateMarker: boolean;
    authors: { key: string; name: string }[];
    frontMatter: Record<string, unknown>;
    unlisted: boolean;
  };
  content: string;
}

/** The blog plugin's loaded content: listed posts, newest first, as Docusaurus's `blogPosts`. */
export function blogContent(graph: ContentGraph, config: ResolvedConfig) {
  const urls = { baseUrl: config.baseUrl, trailingSlash: config.trailingSlash };
  const href = (path: string) => siteHref(urls, path);
  const blogPosts: DocusaurusBlogPost[] = graph.posts
    .filter((p) => !p.draft)
    .map((p) => ({
      id: p.slug,
      metadata: {
        permalink: href(p.permalink),
        source: '@site/' + p.source,
        title: p.title,
        description: p.description,
        date: new Date(`${p.date}T00:00:00Z`).toISOString(),
        formattedDate: p.date,
        tags: p.tags.map((t) => ({
          label: graph.tags.get(t)?.label ?? t,
          permalink: href(tagPermalink(config.blog.routeBasePath, graph.tags.get(t)?.permalink ?? '/' + t)),
        })),
        readingTime: p.readingMinutes,
        hasTruncateMarker: p.content.excerptHtml !== null,
        authors: p.authors.map((key) => ({ key, name: graph.authors.get(key)?.name ?? key })),
        frontMatter: { ...p.frontMatter },
        unlisted: p.unlisted,
      },
      content: '',
    }));
  return { blogPosts, blogListPaginated: [], blogTags: {}, blogTagsListPath: href(config.blog.routeBasePath) };
}

/** The docs plugin's loaded content: one version ("current") with its docs' metadata. */
export function docsContent(graph: ContentGraph, config: ResolvedConfig) {
  const urls = { baseUrl: config.baseUrl, trailingSlash: config.trailingSlash };
  const docs = graph.docs
    .filter((d) => !d.draft)
    .map((d) => ({
      id: d.id,
      title: d.title,
      description: d.description,
      permalink: siteHref(urls, d.permalink),
      source: '@site/' + d.source,
      frontMatter: { ...d.frontMatter },
      unlisted: d.unlisted,
    }));
  return { loadedVersions: [{ versionName: 'current', label: 'Next', docs }] };
}
