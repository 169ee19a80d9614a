// `blogctl new`: start a post or a doc. (Completed by the author's-loop work.)
import type { Command } from 'commander';
import type { GlobalOptions } from './main';

export function registerNew(program: Command, _globals: () => GlobalOptions): void {
  program
    .command('new')
    .description('create a new post or doc (not built yet)')
    .argument('[args...]')
    .allowUnknownOption(true)
    .action(() => {
      console.error('blogctl new is not built yet.');
      process.exitCode = 1;
    });
}
