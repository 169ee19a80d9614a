// The commander program: global flags, the commands (build, serve, check, new, init, migrate, swizzle, search
// push) and the top-level catch.
import { resolve } from 'node:path';
import { Command } from 'commander';
import { packageVersion } from '../util/package-root';
import { registerBuild } from './build';
import { registerCheck } from './check';
import { registerInit } from './init';
import { registerMigrate } from './migrate';
import { registerNew } from './new';
import { reportError } from './report';
import { registerSearch } from './search';
import { registerServe } from './serve';
import { registerSwizzle } from './swizzle';

/** The commands that run until they are stopped: their action returns once they have started. */
const LONG_RUNNING = new Set(['serve']);

export interface GlobalOptions {
  cwd: string;
  debug: boolean;
}

export async function main(argv: string[]): Promise<void> {
  const program = new Command('blogctl')
    .description('A fast, strict static-site generator for a blog with docs, rendered with React.')
    .version(`blogctl ${packageVersion()}`, '-v, --version', 'print the version')
    .option('--cwd <dir>', 'site folder (with blogctl.config.ts)', process.cwd())
    .option('--debug', 'show stack traces and stage progress', false)
    .showHelpAfterError();
  const globals = (): GlobalOptions => {
    const o = program.opts<{ cwd: string; debug: boolean }>();
    return { cwd: resolve(o.cwd), debug: o.debug };
  };
  registerBuild(program, globals);
  registerServe(program, globals);
  registerCheck(program, globals);
  registerNew(program, globals);
  registerInit(program, globals);
  registerMigrate(program, globals);
  registerSearch(program, globals);
  registerSwizzle(program, globals);
  let ran: string | undefined;
  program.hook('preAction', (_program, action) => {
    ran = action.name();
  });
  try {
    await program.parseAsync(argv);
  } catch (err) {
    reportError(err, { cwd: globals().cwd, debug: globals().debug });
  }
  if (ran !== undefined && !LONG_RUNNING.has(ran)) await exitOnceWritten();
}

/** Ends the process of a command that has finished, once its output is written: a site's own code, run to render
 *  its pages, may leave a timer or a socket behind (a query cache's five-minute collection timer), which must not
 *  keep `blogctl build` running after its result line. */
async function exitOnceWritten(): Promise<void> {
  await Promise.all(
    [process.stdout, process.stderr].map((s) => new Promise<void>((done) => s.write('', () => done()))),
  );
  process.exit();
}
