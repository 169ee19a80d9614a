// `blogctl serve`: flags → serve(options) → prints the URL (and, with --watch, each rebuild); Ctrl+C, a signal or
// the end of whoever started it stops it cleanly (lifetime.ts).
import type { Command } from 'commander';
import pc from 'picocolors';
import type { RebuildReport } from '../server/dev-site';
import { parseHost, parsePort } from './flags';
import { formatDiagnostic, plural, progressRenderer } from './report';
import { stopWithParent } from './lifetime';
import type { GlobalOptions } from './main';

export function registerServe(program: Command, globals: () => GlobalOptions): void {
  program
    .command('serve')
    .description(
      'serve the built site; --watch rebuilds on save and reloads the browser (example: blogctl serve --watch)',
    )
    .option('--port <port>', 'port to listen on, 0 to 65535 (0 picks a free one)', parsePort, 3000)
    .option('--host <host>', 'address to bind; loopback unless you say otherwise', parseHost, '127.0.0.1')
    .option('--out-dir <dir>', 'folder to serve, relative to the site root')
    .option(
      '--watch',
      'watch content, templates, static files and the config; rebuild in memory and live-reload',
      false,
    )
    .action(async (opts: { port: number; host: string; outDir?: string; watch: boolean }) => {
      const { cwd, debug } = globals();
      // On a terminal, the build serve runs first and each rebuild show an updating progress line (cleared
      // before the rebuild's one-line result); in logs, only that result line.
      const progress = process.stderr.isTTY ? progressRenderer(process.stderr) : undefined;
      const onRebuild = (r: RebuildReport) => {
        progress?.done();
        printRebuild(r, { cwd, debug });
      };
      // Loaded on use, so `blogctl --help` and other commands start without it.
      const { serve } = await import('../api/serve');
      const handle = await serve({
        root: cwd,
        port: opts.port,
        host: opts.host,
        outDir: opts.outDir,
        watch: opts.watch,
        onRebuild,
        onProgress: progress?.onProgress,
      });
      progress?.done();
      // Before the URL is printed: whoever reads it may press Ctrl+C (or send a signal) at once.
      stopWithParent({ stop: () => handle.close() });
      console.log(
        `${pc.green('✓')} Serving at ${pc.bold(handle.url)}  ${pc.dim(`(${opts.watch ? 'watching for changes, ' : ''}Ctrl+C to stop)`)}`,
      );
    });
}

function printRebuild(r: RebuildReport, opts: { cwd: string; debug: boolean }): void {
  if (r.stage === 'initial') {
    if (!r.ok)
      for (const d of r.diagnostics.filter((x) => x.severity === 'error'))
        console.error(formatDiagnostic(d, opts) + '\n');
    return;
  }
  const what = `${r.stage}: ${plural(r.changedFiles.length, 'change')}`;
  if (!r.ok) {
    for (const d of r.diagnostics.filter((x) => x.severity === 'error'))
      console.error(formatDiagnostic(d, opts) + '\n');
    console.error(
      pc.red(`✗ rebuild failed (${what}); still serving the last good build. Fix the file and save again.`),
    );
    return;
  }
  console.log(
    `${pc.green('↻')} rebuilt in ${r.ms.toFixed(0)} ms (${what}; ${r.rendered}/${r.routes} routes rendered, ${plural(r.paths.length, 'page')} changed)`,
  );
}
