// The caches a build session reads and keeps, in one of two homes:
//   - the site's cache folder, `.blogctl/cache` (build, check; `SiteFolderCaches`): opened from disk at the start
//     of a run and saved at its end. With no folder (--no-cache, search push, or a folder that cannot be written)
//     the run has no caches and saves nothing;
//   - memory (the dev server; `MemoryCaches`): kept between the runs of one process, never saved.
// Two moments of a run decide what is kept. When the analysis is done, what it made from the sources alone is
// kept whatever the run's outcome (rendered Markdown and parsed front matter are true renderings of their texts);
// when the run commits its output, what describes that output is kept with it (the search index's state, whose
// files a warm build reads back from the output; the link check and structure records; the date texts). A run
// that fails after its analysis commits nothing more.
import { join } from 'node:path';
import type { ResolvedConfig } from '../config/load-config';
import { createMarkdown } from '../content/markdown';
import { MarkdownCache, markdownCacheKey } from '../content/markdown-cache';
import { markdownOptionsOf } from '../content/markdown-options';
import type { FileStamps } from '../content/read-sources';
import type { ScanMemo } from '../content/scan';
import type { ThemeBundles } from '../render/bundles';
import { LinkCheckCache } from '../routes/link-cache';
import { StructureCache } from '../routes/structure-cache';
import { SearchCache } from '../search/search-cache';
import { siteCacheDir } from '../util/site-cache';
import { toolchainKey } from '../util/toolchain-key';
import type { SiteCaches } from './analyze';
import { loadDateTexts, saveDateTexts } from './date-texts';
import type { StageRunner } from './progress';

/** The caches of one run, as a build session holds them. */
export interface SessionCaches {
  /** What the stages read and fill (core/analyze.ts). */
  readonly site: SiteCaches;
  /** The theme's bundles of an earlier run, reused while they fit the content; each run records its own here
   *  (only caches that outlive a run, the dev server's, have any to offer). */
  bundles?: ThemeBundles;
  /** The analysis is done: what it made from the sources is kept whatever the run's outcome. */
  analyzed(): void;
  /** The run committed its output (`ok`) or ended with errors: what describes the output is kept only when ok. */
  commit(ok: boolean, stage: StageRunner): Promise<void>;
}

/** What a run asks of the site folder's caches. */
export interface FolderCacheOptions {
  /** false: no folder, no caches (--no-cache, search push). @default true */
  enabled?: boolean;
  /** Whether the run builds the local search index (check does not): its cache is opened only then. */
  searchIndex: boolean;
  /** Stat stamps of the input files taken before the run (build's site snapshot). */
  fileStamps?: FileStamps;
  /** The last build's content scans, while they stand (build's site snapshot). */
  scans?: ScanMemo;
}

/** The caches in the site's `.blogctl/cache`; none when it is off or cannot be written (one warning). */
export class SiteFolderCaches implements SessionCaches {
  readonly site: SiteCaches;
  private readonly dir: string | undefined;
  private markdownSaved?: Promise<void>;

  constructor(config: ResolvedConfig, options: FolderCacheOptions) {
    const dir = options.enabled === false ? undefined : siteCacheDir(config.root);
    this.dir = dir;
    this.site = { fileStamps: options.fileStamps, scans: options.scans };
    if (!dir) return;
    this.site.markdown = MarkdownCache.open(join(dir, 'markdown'), markdownCacheKey(config));
    if (options.searchIndex && config.search.provider === 'local')
      this.site.search = SearchCache.open(join(dir, 'search.bin'), toolchainKey());
    this.site.links = LinkCheckCache.open(join(dir, 'links.json'), toolchainKey());
    this.site.structure = StructureCache.open(join(dir, 'structure.json'), toolchainKey());
    // Dates an earlier run wrote (date-texts.ts): none of them is formatted again.
    loadDateTexts(dir);
  }

  analyzed(): void {
    // Saved while the rest of the run goes on. A cache that cannot be written (read-only checkout) only costs
    // the next run time.
    this.markdownSaved = this.site.markdown?.save().catch(() => {});
  }

  /** Stage "cache": saves what the run kept. */
  commit(ok: boolean, stage: StageRunner): Promise<void> {
    return stage('cache', async () => {
      await this.markdownSaved;
      if (ok) {
        this.site.search?.save();
        this.site.links?.save();
        this.site.structure?.save();
      }
      if (this.dir) saveDateTexts(this.dir);
    });
  }
}

/**
 * The dev server's caches, kept in memory across its rebuilds. Nothing in them describes an output on disk, so
 * each run's entries become the next run's as soon as its analysis is done, whatever the rest of the run does.
 */
export class MemoryCaches implements SessionCaches {
  readonly site: Required<Pick<SiteCaches, 'markdown' | 'renderer' | 'frontMatter' | 'search' | 'links' | 'structure'>>;
  bundles?: ThemeBundles;

  /** `previous`: the caches under the config before this one; the search index's state and files carry over (the
   *  bundles do not: they were compiled under the old config). */
  constructor(config: ResolvedConfig, previous?: MemoryCaches) {
    this.site = {
      renderer: createMarkdown(markdownOptionsOf(config)),
      markdown: MarkdownCache.inMemory('dev'),
      frontMatter: new Map(),
      search: previous?.site.search ?? SearchCache.inMemory(),
      links: LinkCheckCache.inMemory(),
      structure: StructureCache.inMemory(),
    };
  }

  analyzed(): void {
    const { markdown, search, links, structure } = this.site;
    markdown.advance();
    search.advance();
    links.advance();
    structure.advance();
  }

  async commit(): Promise<void> {}

  /** The theme's sources changed: its bundles are compiled again on the next run. */
  themeChanged(): void {
    this.bundles = undefined;
  }
}
