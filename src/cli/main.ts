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
  try {
    await program.parseAsync(argv);
  } catch (err) {
    reportError(err, { cwd: globals().cwd, debug: globals().debug });
  }
}
