// Whether any rendered entry holds an MDX island (<Tabs>) or a mermaid diagram: the theme bundle then includes
// the islands script.
import { htmlFacts } from './html-facts';
import type { ContentGraph } from './types';

export function graphUsesIslands(graph: Pick<ContentGraph, 'posts' | 'docs' | 'pages'>): boolean {
  return [...graph.posts, ...graph.docs, ...graph.pages].some((e) => {
    const facts = htmlFacts(e.content);
    return facts.island || facts.mermaid === true;
  });
}
