// esbuild plugin for the CLI compiles (scripts/build-cli.mjs): commander's lib/command.js requires
// node:child_process when it loads, only to spawn the executable of a stand-alone subcommand (`git-foo` style),
// which blogctl has none of. Loading node:child_process pulls in net, dgram and their internals: about 5 ms of
// every blogctl command's start. The require is made lazy: `childProcess.spawn(...)` loads the module on its
// first call, and commander uses nothing else of it. A commander release whose line reads differently, or that
// uses another member, is left exactly as published (test/unit/cli/lazy-child-process-plugin.test.ts notices).
import { readFileSync } from 'node:fs';

const EAGER = "const childProcess = require('node:child_process');";
const LAZY =
  "let childProcessModule;\nconst childProcess = { spawn: (...args) => (childProcessModule ??= require('node:child_process')).spawn(...args) };";

/** commander's command.js with the lazy require; null when its source is not the known shape. */
export function withLazyChildProcess(source) {
  if (source.split(EAGER).length !== 2) return null;
  // Every use must be childProcess.spawn(: anything else would need the real module.
  const uses = source.match(/\bchildProcess\b[^\n]{0,7}/g) ?? [];
  if (!uses.every((u) => u.startsWith('childProcess.spawn(') || u.startsWith('childProcess = '))) return null;
  return source.replace(EAGER, LAZY);
}

export const lazyChildProcessPlugin = {
  name: 'commander-lazy-child-process',
  setup(build) {
    build.onLoad({ filter: /[\\/]commander[\\/]lib[\\/]command\.js$/ }, (args) => {
      const patched = withLazyChildProcess(readFileSync(args.path, 'utf8'));
      return patched === null ? undefined : { contents: patched, loader: 'js' };
    });
  },
};
