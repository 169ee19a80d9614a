// serve(options): the built site over HTTP like a good static host, or (watch: true) the dev loop:
// in-memory rebuilds, live reload and an error overlay. The middleware order is the one block below.
import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { Server } from 'node:http';
import { loadConfig, type ResolvedConfig } from '../config/load-config';
import { BlogctlError, error, fail } from '../errors/blogctl-error';
import { inlineScriptHashes } from '../render/document';
import { siteHead } from '../render/site-head';
import { recordedPluginTags } from '../core/plugin-tags-record';
import { featureCsp } from '../render/site-features';
import { createHttpServer, type Middleware } from '../server/http-server';
import { errorOverlay } from '../server/middlewares/error-overlay';
import { createLiveReload } from '../server/middlewares/live-reload';
import { notFound } from '../server/middlewares/not-found';
import { securityHeaders } from '../server/middlewares/security-headers';
import { staticFiles } from '../server/middlewares/static';
import { diskFiles, memoryFiles, type DiskCacheOptions, type SiteFiles } from '../server/site-files';
import { createDevSite, type DevSite, type RebuildReport } from '../server/dev-site';
import { build } from './build';
import type { ProgressListener } from '../core/progress';

export interface ServeOptions {
  root?: string;
  /** @default 3000 (0 picks a free port) */
  port?: number;
  /** @default "127.0.0.1" (loopback only) */
  host?: string;
  /** Folder to serve, relative to root. @default config.outDir */
  outDir?: string;
  /** Dev mode: watch sources, rebuild in memory, live reload. @default false */
  watch?: boolean;
  /** Watch mode: called after every rebuild (the CLI prints it). */
  onRebuild?: (report: RebuildReport) => void;
  /** Progress of the builds serve runs (the first build, and every rebuild in watch mode). */
  onProgress?: ProgressListener;
  /** Preview: bounds of the in-memory file cache (total bytes; larger files are streamed). */
  cache?: DiskCacheOptions;
}

export interface ServeHandle {
  url: string;
  /** @internal The HTTP server (blogctl's tests; the published types leave Node's types out). */
  server: Server;
  /** @internal Present in watch mode. */
  dev?: DevSite;
  /** @internal What is served: the output folder (with its cache's accounting) or the dev build in memory. */
  files: SiteFiles;
  /** Stops the server (and, in watch mode, the watcher and rebuilds). */
  close(): Promise<void>;
}

export async function serve(options: ServeOptions = {}): Promise<ServeHandle> {
  const port = options.port ?? 3000;
  const host = options.host ?? '127.0.0.1';
  // node:http throws (not emits) on a port out of range; the API says so the way the CLI does.
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw fail('SERVE_PORT', { kind: 'range', port });
  }
  const config = await loadConfig({ root: options.root, outDir: options.outDir });
  let dev: DevSite | undefined;
  let files: SiteFiles;
  const live = options.watch ? createLiveReload({ baseUrl: config.baseUrl, ui: config.ui }) : undefined;
  if (options.watch) {
    dev = await createDevSite({
      root: options.root,
      config,
      devScriptUrl: live!.scriptUrl,
      onRebuild: (r) => {
        live!.onRebuild(r);
        options.onRebuild?.(r);
      },
      onProgress: options.onProgress,
    });
    live!.setState(() => dev!.errors());
    files = memoryFiles(() => dev!.files());
  } else {
    await ensureBuilt(config, options);
    files = diskFiles(config.outDir, options.cache);
  }
  // The CSP follows the site: blogctl's inline scripts, the head tags and scripts the config adds, and the tags
  // the site's plugins injected in the build.
  const head = siteHead(config, config.plugins.length ? recordedPluginTags(config.root) : undefined);
  const features = featureCsp(config);
  const csp = {
    scriptHashes: [
      ...inlineScriptHashes(
        { colorMode: config.colorMode, announcementBar: config.announcementBar, baseUrl: config.baseUrl },
        config.ui,
      ),
      ...head.scriptHashes,
      ...features.scriptHashes,
    ],
    scriptOrigins: [...head.scriptOrigins, ...features.scriptOrigins],
    styleOrigins: head.styleOrigins,
    connectOrigins: features.connectOrigins,
    frameOrigins: features.frameOrigins,
    staticHtml: staticHtmlPages(config),
  };

  const middlewares: Middleware[] = [
    securityHeaders(csp), // every response: nosniff, Referrer-Policy, CSP; only GET/HEAD
    errorOverlay({ errors: () => dev?.errors() ?? [] }), // internal errors → 500 page; dev: /__blogctl/errors.json
    ...(live ? [live.middleware] : []), // dev: /__blogctl/events (SSE) and /__blogctl/dev.js
    staticFiles({ files, baseUrl: config.baseUrl, trailingSlash: config.trailingSlash, noStore: !!dev }), // files and pages
    notFound({ files }), // 404.html with status 404
  ];
  const server = createHttpServer(middlewares);
  await new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) => {
      void dev?.close();
      reject(fail('SERVE_PORT', { kind: 'listen', host, port, errno: err.code }));
    });
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}${config.baseUrl}`,
    server,
    dev,
    files,
    close: async () => {
      live?.close();
      await dev?.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Preview needs a build: make one when the output folder has none. */
async function ensureBuilt(config: ResolvedConfig, options: ServeOptions): Promise<void> {
  if (existsSync(join(config.outDir, 'index.html'))) return;
  const result = await build({ root: options.root, outDir: options.outDir, onProgress: options.onProgress });
  if (!result.ok) {
    // The build's own diagnostics first (they say what to fix), then why serve stops.
    const stop = error('SERVE_NO_BUILD', {});
    throw new BlogctlError({ diagnostics: [...result.diagnostics, stop], main: stop });
  }
}

/** Whether a request path (decoded) names an HTML file of the site's static folders, as the server finds a page
 *  (`/admin` → `admin.html` or `admin/index.html`). */
function staticHtmlPages(config: Pick<ResolvedConfig, 'baseUrl' | 'staticDirectories'>): (path: string) => boolean {
  return (path) => {
    if (!path.startsWith(config.baseUrl)) return false;
    const rel = path.slice(config.baseUrl.length);
    const names =
      rel === '' || rel.endsWith('/')
        ? [rel + 'index.html']
        : /\.html?$/i.test(rel)
          ? [rel]
          : [rel + '.html', rel + '/index.html'];
    return config.staticDirectories.some((dir) =>
      names.some((n) => {
        const file = resolve(dir, n);
        return file.startsWith(dir + sep) && existsSync(file);
      }),
    );
  };
}
