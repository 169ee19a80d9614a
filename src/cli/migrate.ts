// `blogctl migrate <docusaurus-site> [--out <dir>]`: a blogctl config (and, with --out, a blogctl site) from a
// Docusaurus 3 site, plus a report of what could not be carried over.
import { relative, resolve } from 'node:path';
import type { Command } from 'commander';
import pc from 'picocolors';
import type { GlobalOptions } from './main';

export function registerMigrate(program: Command, globals: () => GlobalOptions): void {
  program
    .command('migrate')
    .description(
      'translate a Docusaurus 3 site: in place (adds blogctl.config.ts and a report) or into a new folder with --out',
    )
    .argument('<docusaurus-site>', 'folder of the Docusaurus site')
    .option('--out <dir>', 'write a new blogctl site into this new or empty folder instead of adding files in place')
    .action(async (site: string, flags: { out?: string }) => {
      await runMigrate(globals().cwd, site, flags.out);
    });
}

export async function runMigrate(cwd: string, site: string, out: string | undefined): Promise<void> {
  const { migrate } = await import('../api/migrate');
  const result = await migrate({ site: resolve(cwd, site), out: out === undefined ? undefined : resolve(cwd, out) });
  const shown = (p: string) => relative(process.cwd(), p) || '.';
  if (result.configRead.mode === 'static')
    console.error(
      `${pc.yellow('!')} the Docusaurus config could not be evaluated (${result.configRead.reason}); only its literal values were read`,
    );
  console.error(
    `${pc.green('✓')} wrote ${shown(result.configFile)} and ${shown(result.reportFile)}${out ? ` (${result.files.length} files in ${shown(result.root)})` : ''}`,
  );
  if (result.report.length)
    console.error(
      `${pc.yellow('!')} ${result.report.length} item(s) could not be carried over; see ${shown(result.reportFile)}`,
    );
  if (result.leftOut.length)
    console.error(
      `${pc.yellow('!')} the first build left out ${result.leftOut.length} item(s) so that it passes; see ${shown(result.reportFile)}`,
    );
  if (result.trial?.errors.length)
    console.error(
      `${pc.red('✗')} the first build still fails with ${result.trial.errors.length} error(s); see ${shown(result.reportFile)}`,
    );
  console.error(pc.dim('next:'));
  console.error(`  blogctl --cwd ${shown(result.root)} check`);
}
