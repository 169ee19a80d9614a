// The content stage's worker tasks (run in src/workers/pool-worker.ts threads for large sites):
//  - frontMatter: read a file and parse its front matter;
//  - markdownContext + markdown: render entries' Markdown (src/content/render-entries.ts).
import type { Diagnostic } from '../errors/blogctl-error';
import type { UrlSettings } from '../shared/urls';
import { hashOf } from '../util/hash';
import type { WorkerTasks } from '../util/worker-pool';
import { parseFrontMatter, type ParsedSource } from './front-matter';
import { createMarkdown, type MarkdownRenderer } from './markdown';
import { bodyStartOf } from './markdown-cache';
import type { MarkdownOptions } from './markdown-options';
import { renderEntry, type EntryContext, type EntryJob } from './render-entries';
import { readTextFile } from './scan';

export interface MarkdownContextMessage {
  options: MarkdownOptions;
  /** The fence language words of every entry the workers will render (see createMarkdown). */
  fenceLanguages: string[] | null;
  contentRoots: string[];
  permalinks: [string, string][];
  urls: UrlSettings;
  siteRoot: string;
}

/** A content file read and its front matter parsed (content stage, cold builds of large sites). */
export interface FrontMatterResult {
  /** Problems reading the file; parsed is absent when it could not be read. */
  problems: Diagnostic[];
  parsed?: ParsedSource;
  /** hashOf(text), for the front matter cache. */
  hash?: string;
  /** bodyStartOf(text, parsed), for the front matter cache. */
  bodyStart?: number;
}

let markdown: { renderer: MarkdownRenderer; ctx: EntryContext } | undefined;

/**
 * The HTML of the entries this worker rendered, by content hash: the render stage sends such an entry's page here
 * without its HTML (render/worker-tasks.ts). The main thread knows which worker holds which (WorkerPool.kept,
 * filled by render-entries.ts renderEntriesInPool). Emptied when a build's Markdown context arrives.
 */
export const keptHtml = new Map<string, string>();

export const contentTasks: WorkerTasks = {
  async frontMatter(items) {
    return (items as string[]).map((file): FrontMatterResult => {
      const problems: Diagnostic[] = [];
      const text = readTextFile(file, problems);
      if (text === null) return { problems };
      const parsed = parseFrontMatter(text, file);
      return { problems, parsed, hash: hashOf(text), bodyStart: bodyStartOf(text, parsed) };
    });
  },
  async markdownContext([m]) {
    const msg = m as MarkdownContextMessage;
    keptHtml.clear();
    markdown = {
      renderer: createMarkdown(msg.options, msg.fenceLanguages),
      ctx: {
        contentRoots: msg.contentRoots,
        permalinks: new Map(msg.permalinks),
        urls: msg.urls,
        siteRoot: msg.siteRoot,
      },
    };
    return [];
  },
  async markdown(items) {
    if (!markdown) throw new Error('markdown context not set');
    return (items as EntryJob[]).map((job) => {
      const out = renderEntry(markdown!.renderer, job, markdown!.ctx);
      keptHtml.set(out.result.hash, out.result.html);
      return out;
    });
  },
};
