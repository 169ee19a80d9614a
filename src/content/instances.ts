// Further blogs (config `blogInstances`, Docusaurus's blog plugin used again with an `id`): each is read as the
// blog of a site of its own, with the site's settings and the instance as its blog, and no docs or pages, so it
// has its own posts, authors and tags; the route and feed stages then give it its own pages (route-table.ts).
import { join } from 'node:path';
import type { ResolvedConfig } from '../config/load-config';
import type { ContentGraph, ContentInstance } from './types';

/** The site's config as one further blog sees it: the instance as its blog, its folder as the content folder. */
export function instanceConfig(config: ResolvedConfig, id: string): ResolvedConfig {
  const instance = config.blogInstances.find((b) => b.id === id)!;
  // A folder no site has (blogctl's own cache folder holds no content): no docs or pages are read.
  const none = join(config.root, '.blogctl', 'no-content');
  return {
    ...config,
    blog: { ...instance, enabled: true },
    docs: { ...config.docs, enabled: false },
    contentDir: instance.dir,
    dirs: { blog: instance.dir, docs: none, pages: none },
    blogInstances: [],
  };
}

/** A further blog read: its diagnostics, files and assets become the site's too (added to `graph`). */
export function addInstance(graph: ContentGraph, instance: ContentInstance): void {
  graph.diagnostics.push(...instance.graph.diagnostics);
  graph.files.push(...instance.graph.files);
  graph.assets.push(...instance.graph.assets);
  (graph.instances ??= []).push(instance);
}
