// `blogctl init [dir] [--lang zh-CN|en]`: a working starter site in a new or empty folder.
import { relative, resolve } from 'node:path';
import { type Command, Option } from 'commander';
import pc from 'picocolors';
import { parseChoice } from './flags';
import type { GlobalOptions } from './main';

const LANGS = ['zh-CN', 'en'] as const;

export function registerInit(program: Command, globals: () => GlobalOptions): void {
  program
    .command('init')
    .description('create a starter site (config, a post, a doc, pages, tags, authors) in a new or empty folder')
    .argument(
      '[dir]',
      "folder to create the site in (default: .); with --from-docusaurus, the new site's folder (default: in place)",
    )
    .addOption(
      new Option('--lang <lang>', 'language of the starter: zh-CN or en')
        .default('zh-CN')
        .argParser(parseChoice('--lang', LANGS, 'INIT_BAD_INPUT')),
    )
    .option(
      '--from-docusaurus <site>',
      'migrate a Docusaurus 3 site instead of creating a starter (same as `blogctl migrate <site> [--out dir]`)',
    )
    .action(async (dirArg: string | undefined, flags: { lang: 'zh-CN' | 'en'; fromDocusaurus?: string }) => {
      const { cwd } = globals();
      if (flags.fromDocusaurus !== undefined) {
        const { runMigrate } = await import('./migrate');
        await runMigrate(cwd, flags.fromDocusaurus, dirArg);
        return;
      }
      const dir = dirArg ?? '.';
      const { init } = await import('../api/init');
      const result = init({ dir: resolve(cwd, dir), lang: flags.lang });
      const rel = relative(process.cwd(), result.root);
      const shown = rel === '' ? '.' : rel.startsWith('..') ? result.root : rel;
      console.error(`${pc.green('✓')} created a blogctl site in ${shown} (${result.files.length} files)`);
      console.error(pc.dim('next:'));
      if (shown !== '.') console.error(`  cd ${shown}`);
      console.error('  npm install');
      console.error('  npm run dev');
    });
}
