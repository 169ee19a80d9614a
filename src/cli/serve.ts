// `blogctl serve`: flags → serve(options) → prints the URL; Ctrl+C stops it cleanly.
import type { Command } from 'commander';
import pc from 'picocolors';
import { serve } from '../api/serve';
import type { GlobalOptions } from './main';

export function registerServe(program: Command, globals: () => GlobalOptions): void {
  program
    .command('serve')
    .description('serve the built site (example: blogctl serve --port 3000)')
    .option('--port <port>', 'port to listen on', (v) => Number.parseInt(v, 10), 3000)
    .option('--host <host>', 'address to bind; loopback unless you say otherwise', '127.0.0.1')
    .option('--out-dir <dir>', 'folder to serve, relative to the site root')
    .action(async (opts: { port: number; host: string; outDir?: string }) => {
      const { cwd } = globals();
      const handle = await serve({ root: cwd, port: opts.port, host: opts.host, outDir: opts.outDir });
      console.log(`${pc.green('✓')} Serving at ${pc.bold(handle.url)}  ${pc.dim('(Ctrl+C to stop)')}`);
      const stop = () => {
        void handle.close().then(() => process.exit(0));
        handle.server.closeAllConnections();
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
}
