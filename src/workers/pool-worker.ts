// The worker thread behind util/worker-pool.ts. It serves two stages, each set up by a context message:
//  - "markdown": render entries' Markdown (content stage, src/content/render-entries.ts);
//  - "render": render routes to HTML and write them (render stage, src/render/render-routes.ts).
import type { MarkdownOptions } from '../content/markdown-options';
import { parentPort } from 'node:worker_threads';
import { createMarkdown, type MarkdownRenderer } from '../content/markdown';
import { renderEntry, type EntryContext, type EntryJob } from '../content/render-entries';
import { parseFrontMatter, type ParsedSource } from '../content/front-matter';
import { readTextFile } from '../content/scan';
import { bodyStartOf } from '../content/markdown-cache';
import { hashOf } from '../util/hash';
import type { UrlSettings } from '../shared/urls';
import type { Diagnostic } from '../errors/blogctl-error';
import { MemorySink, SyncDiskSink } from '../output/sink';
import type { ThemeBundles } from '../render/bundles';
import { loadSsrModule, renderRoutes, type RenderContext } from '../render/render-routes';
import type { Route } from '../routes/route-types';

export interface MarkdownContextMessage {
  options: MarkdownOptions;
  contentDir: string;
  permalinks: [string, string][];
  urls: UrlSettings;
}

export interface RenderContextMessage {
  bundles: ThemeBundles;
  ctx: Omit<RenderContext, 'ssr' | 'bundles'>;
  /** Folder to write into; undefined for in-memory builds (files are sent back). */
  outRoot?: string;
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

export interface RenderResult {
  diagnostics: Diagnostic[];
  files?: [string, Uint8Array][];
}

let markdown: { renderer: MarkdownRenderer; ctx: EntryContext } | undefined;
let render: { ctx: RenderContext; sink: SyncDiskSink | MemorySink } | undefined;

const handlers: Record<string, (items: unknown[]) => Promise<unknown[]>> = {
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
    markdown = { renderer: createMarkdown(msg.options), ctx: { contentDir: msg.contentDir, permalinks: new Map(msg.permalinks), urls: msg.urls } };
    return [];
  },
  async markdown(items) {
    if (!markdown) throw new Error('markdown context not set');
    return (items as EntryJob[]).map((job) => renderEntry(markdown!.renderer, job, markdown!.ctx));
  },
  async renderContext([m]) {
    const msg = m as RenderContextMessage;
    const ssr = await loadSsrModule(msg.bundles);
    render = { ctx: { ...msg.ctx, bundles: msg.bundles, ssr }, sink: msg.outRoot ? new SyncDiskSink(msg.outRoot) : new MemorySink() };
    return [];
  },
  async render(items) {
    if (!render) throw new Error('render context not set');
    const routes = items as Route[];
    const results: RenderResult[] = [];
    for (const route of routes) {
      const diagnostics = await renderRoutes([route], render.ctx, render.sink);
      if (render.sink instanceof MemorySink) {
        results.push({ diagnostics, files: [...render.sink.files] });
        render.sink.files.clear();
      } else results.push({ diagnostics });
    }
    await render.sink.flush();
    return results;
  },
};

parentPort!.on('message', async (msg: { id: number; kind: string; items: unknown[] }) => {
  try {
    const handler = handlers[msg.kind];
    if (!handler) throw new Error(`unknown task kind ${msg.kind}`);
    parentPort!.postMessage({ id: msg.id, results: await handler(msg.items) });
  } catch (err) {
    parentPort!.postMessage({ id: msg.id, error: err instanceof Error ? `${err.message}\n${err.stack}` : String(err) });
  }
});
parentPort!.postMessage({ id: 0 });
