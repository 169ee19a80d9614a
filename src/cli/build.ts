// `blogctl build`: flags → build(options) → per-stage summary.
import type { Command } from 'commander';
import pc from 'picocolors';
import { plural, printDiagnostics } from './report';
import type { GlobalOptions } from './main';

export function registerBuild(program: Command, globals: () => GlobalOptions): void {
  program
    .command('build')
    .description('build the site into the output folder (example: blogctl build --out-dir public)')
    .option('--out-dir <dir>', 'output folder, relative to the site root', undefined)
    .option('--drafts', 'include posts and docs marked draft: true', false)
    .action(async (opts: { outDir?: string; drafts: boolean }) => {
      const { cwd, debug } = globals();
      const started = performance.now();
      // Loaded on use, so `blogctl --help` and other commands start without it.
      const { build } = await import('../api/build');
      const result = await build({ root: cwd, outDir: opts.outDir, includeDrafts: opts.drafts, onStage: (name) => debug && console.error(pc.dim(`… ${name}`)) });
      const { errors, warnings } = printDiagnostics(result.diagnostics, { cwd, debug });
      const total = performance.now() - started;
      if (!result.ok) {
        console.error(pc.red(`✗ Build failed with ${plural(errors, 'error')}${warnings ? ` and ${plural(warnings, 'warning')}` : ''}. The previous output was left untouched.`));
        process.exitCode = 1;
        return;
      }
      const stages = result.timings.map((t) => `${t.name} ${t.ms.toFixed(0)}ms`).join(pc.dim(' · '));
      console.log(`${pc.green('✓')} ${result.routes} routes${result.reused ? ` (${result.reused} unchanged)` : ''} written to ${pc.bold(result.outDir ?? '')} in ${(total / 1000).toFixed(2)}s`);
      console.log(pc.dim(`  ${stages}`));
      console.log(pc.dim(`  client JS ${(result.assetBytes.js / 1024).toFixed(1)} KB, CSS ${(result.assetBytes.css / 1024).toFixed(1)} KB (raw)${warnings ? `, ${plural(warnings, 'warning')}` : ''}`));
    });
}
