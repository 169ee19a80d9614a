// check(options): config → content → routes → validation, without rendering or writing.
import { join } from 'node:path';
import { loadConfig } from '../config/load-config';
import type { UserConfig } from '../config/schema';
import { validateConfigRefs } from '../config/validate-refs';
import { loadContent } from '../content/graph';
import { listStaticFiles } from '../content/static-files';
import { MarkdownCache, markdownCacheKey } from '../content/markdown-cache';
import { siteCacheDir } from '../util/site-cache';
import { hashOf } from '../util/hash';
import { toolchainKey } from '../util/toolchain-key';
import { isBlogctlError, type Diagnostic } from '../errors/blogctl-error';
import { feedPaths } from '../render/feeds';
import { buildSiteData } from '../render/site-data';
import { checkLinks } from '../routes/check-links';
import { buildRouteTable } from '../routes/route-table';

export interface CheckOptions {
  root?: string;
  config?: UserConfig;
  /** Treat warnings as errors. @default false */
  strict?: boolean;
  /** Reuse (and refresh) the rendered-Markdown cache that build keeps in .blogctl/cache. @default true */
  cache?: boolean;
}

export interface CheckResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  errors: number;
  warnings: number;
  files: number;
}

export async function check(options: CheckOptions = {}): Promise<CheckResult> {
  const diagnostics: Diagnostic[] = [];
  let files = 0;
  try {
    const config = await loadConfig({ root: options.root, inline: options.config });
    // Same file and key as build's Markdown cache: entries rendered by a build (or an earlier check) are reused,
    // diagnostics included, so a pre-commit hook re-renders only what changed. It is a cache, not output.
    // A cache folder that cannot be written (read-only checkout) is skipped with one warning.
    const cacheDir = options.cache !== false ? siteCacheDir(config.root) : undefined;
    const markdownCache = cacheDir ? MarkdownCache.open(join(cacheDir, 'markdown'), markdownCacheKey(config)) : undefined;
    const graph = await loadContent(config, { cache: markdownCache });
    try {
      await markdownCache?.save();
    } catch {
      // A read-only checkout still gets checked, only without the cache.
    }
    files = graph.files.length;
    diagnostics.push(...graph.diagnostics);
    const { table, diagnostics: routeDiagnostics } = buildRouteTable(graph, config);
    diagnostics.push(...routeDiagnostics);
    diagnostics.push(...validateConfigRefs(config, graph));
    const { files: staticFiles, diagnostics: staticDiagnostics } = await listStaticFiles(config.staticDir);
    diagnostics.push(...staticDiagnostics);
    const feeds = feedPaths(config);
    const extra = [...staticFiles, 'sitemap.xml', 'robots.txt', feeds.rss.slice(1), feeds.atom.slice(1), ...graph.assets.map((a) => a.to)];
    diagnostics.push(...checkLinks(graph, table, config, buildSiteData(config, graph, table), extra));
  } catch (err) {
    if (!isBlogctlError(err)) throw err;
    diagnostics.push(...err.diagnostics);
  }
  // Two entries with one slug are reported once (as CONTENT_DUPLICATE_SLUG), not again as a route clash.
  const urlOf = (d: Diagnostic) => /the URL (\S+?)(?:: |\.$)/.exec(d.text)?.[1];
  const slugClashes = new Set(diagnostics.filter((d) => d.code === 'CONTENT_DUPLICATE_SLUG').map(urlOf));
  const deduped = diagnostics.filter((d) => !(d.code === 'ROUTE_DUPLICATE' && slugClashes.has(urlOf(d))));
  const sorted = deduped.sort((a, b) => (a.loc?.file ?? '').localeCompare(b.loc?.file ?? '') || (a.loc?.line ?? 0) - (b.loc?.line ?? 0) || (a.loc?.column ?? 0) - (b.loc?.column ?? 0));
  const finalDiagnostics = options.strict ? sorted.map((d) => ({ ...d, severity: 'error' as const })) : sorted;
  const errors = finalDiagnostics.filter((d) => d.severity === 'error').length;
  return { ok: errors === 0, diagnostics: finalDiagnostics, errors, warnings: finalDiagnostics.length - errors, files };
}
