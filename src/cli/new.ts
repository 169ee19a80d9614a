// `blogctl new`: start a post (`blogctl new "Title" --tags a,b`) or a doc (`blogctl new doc Category/id "Title"`).
import type { Command } from 'commander';
import pc from 'picocolors';
import { fail } from '../errors/blogctl-error';
import { parseDate } from './flags';
import type { GlobalOptions } from './main';

interface NewFlags {
  tags?: string;
  slug?: string;
  date?: string;
  draft: boolean;
}

export function registerNew(program: Command, globals: () => GlobalOptions): void {
  program
    .command('new')
    .description('create a post or a doc with its front matter (example: blogctl new "My first post" --tags notes)')
    .usage('"<title>" [options]  |  doc <Category>/<id> "<title>"')
    .argument('<args...>', 'the post title, or: doc <Category>/<id> "<title>"')
    .option('--tags <tags>', 'comma-separated tags from tags.yml (posts)')
    .option('--slug <slug>', 'URL slug (posts; default: from the title)')
    .option('--date <date>', 'YYYY-MM-DD (posts; default: today)', parseDate)
    .option('--draft', 'mark it draft: true', false)
    .action(async (args: string[], flags: NewFlags) => {
      const { cwd } = globals();
      const isDoc = args[0] === 'doc' && args.length === 3;
      if (args[0] === 'doc' && !isDoc) throw fail('NEW_BAD_INPUT', { kind: 'doc-args' });
      if (!isDoc && args.length !== 1) throw fail('NEW_BAD_INPUT', { kind: 'words', count: args.length });
      const tags = flags.tags
        ?.split(',')
        .map((t) => t.trim())
        .filter(Boolean);
      // Loaded on use, so `blogctl --help` and other commands start without it.
      const { newEntry } = await import('../api/new-entry');
      const result = await newEntry(
        isDoc
          ? { root: cwd, kind: 'doc', docPath: args[1], title: args[2], draft: flags.draft }
          : { root: cwd, kind: 'post', title: args[0], tags, slug: flags.slug, date: flags.date, draft: flags.draft },
      );
      console.log(result.path);
      console.error(pc.dim(`${pc.green('✓')} created ${result.path}`));
    });
}
