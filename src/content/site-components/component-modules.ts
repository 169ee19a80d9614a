// Which of the site's own modules the components step compiles for a content graph, known before it compiles
// anything: every module a placeholder names. React-free, so the build can start the browser's compile of the same
// modules (core/pipeline.ts) while the components step compiles and renders them for the server.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { hashOf } from '../../util/hash';
import { htmlFacts } from '../html-facts';
import type { ContentGraph, Doc, Page, Post } from '../types';
import { addPlaceholderFiles } from './placeholder';

/** A site module as the browser chunks and the islands name it. */
export interface SiteModuleRef {
  id: string;
  file: string;
}

/** Stable short id of a module of the site (its path from the site folder). */
export function moduleId(file: string, siteRoot: string): string {
  return hashOf(relative(siteRoot, file).split('\\').join('/')).slice(0, 10);
}

/** `files` (sorted) as the site modules of ContentGraph.siteModules. */
export const moduleRefs = (files: string[], siteRoot: string): SiteModuleRef[] =>
  files.map((file) => ({ id: moduleId(file, siteRoot), file }));

/** The entries of `graph` that show a site component, and the module files their placeholders name (sorted). */
export interface ComponentModules {
  entries: (Post | Doc | Page)[];
  files: string[];
}

/** The graph's component modules; the modules generated from MDX files are written under `.blogctl/` first (both
 *  compiles read them). */
export function componentModules(graph: Pick<ContentGraph, 'posts' | 'docs' | 'pages'>): ComponentModules {
  const entries = [...graph.posts, ...graph.docs, ...graph.pages].filter((e) => htmlFacts(e.content).placeholder);
  const files = new Set<string>();
  for (const e of entries) {
    for (const m of [e.content.mdxModule, ...(e.content.partialModules ?? [])]) if (m) writeGenerated(m.file, m.code);
    addPlaceholderFiles(e.content.html + (e.content.excerptHtml ?? ''), files);
  }
  return { entries, files: [...files].sort() };
}

/** Writes a module generated from an MDX file (mdx-module.ts) under `.blogctl/` unless it is there already. */
function writeGenerated(file: string, source: string): void {
  if (existsSync(file) && readFileSync(file, 'utf8') === source) return;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, source);
}
