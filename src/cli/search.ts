// `blogctl search push`: upload the search records to the configured hosted index (atomic replace).
import type { Command } from 'commander';
import pc from 'picocolors';
import type { GlobalOptions } from './main';

export function registerSearch(program: Command, globals: () => GlobalOptions): void {
  const search = program.command('search').description('manage the hosted search index');
  search
    .command('push')
    .description(
      'upload the search records to the configured hosted index, replacing the old ones atomically; the admin key is read from BLOGCTL_ALGOLIA_ADMIN_KEY or ALGOLIA_ADMIN_KEY',
    )
    .action(async () => {
      const { cwd, debug } = globals();
      const started = performance.now();
      // Loaded on use, so `blogctl --help` and other commands start without it.
      const { searchPush } = await import('../api/search-push');
      const result = await searchPush({ root: cwd, onProgress: debug ? (s) => console.log(pc.dim(s)) : undefined });
      console.log(
        `${pc.green('✓')} ${result.records} records pushed to "${result.indexName}" (via ${result.tempIndex}, moved over atomically) in ${(performance.now() - started).toFixed(0)} ms`,
      );
    });
}
