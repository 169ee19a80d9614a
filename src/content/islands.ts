// Whether any rendered entry holds an MDX island (<Tabs>): the theme bundle then includes the islands script.
import { ISLAND_ATTR } from '../shared/mdx/islands';
import type { ContentGraph } from './types';

export function graphUsesIslands(graph: Pick<ContentGraph, 'posts' | 'docs' | 'pages'>): boolean {
  const marker = ISLAND_ATTR + '=';
  return [...graph.posts, ...graph.docs, ...graph.pages].some((e) => e.content.html.includes(marker));
}
