// The static checks (npm run lint; npm test runs them first): Biome's format and lint rules (biome.json), the
// doc-comment placement check, and the type checks with the unused-name checks, each side against its own
// environment: Node code (tsconfig.node.json, which builds the browser side's declarations first:
// tsconfig.browser.json, DOM and no Node), src/shared with neither (tsconfig.shared.json), and everything with
// both (tsconfig.json: the tests, bench and scripts drive both worlds).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const CHECKS = [
  ['format and lint (biome ci)', bin('biome'), ['ci', '.']],
  ['doc comments', process.execPath, [join(root, 'scripts', 'check-doc-comments.mjs')]],
  ['types: Node and browser sides (tsc -b tsconfig.node.json)', bin('tsc'), ['-b', 'tsconfig.node.json']],
  ['types: shared (tsc -p tsconfig.shared.json)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.shared.json']],
  ['types: tests, bench, scripts (tsc --noEmit)', bin('tsc'), ['--noEmit']],
];

/** Runs every check, each to its end; true when all pass. */
export function lint() {
  let ok = true;
  for (const [name, cmd, args] of CHECKS) {
    const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) {
      console.error(
        `lint: ${name} failed${r.error ? ` (${r.error.message})` : ''}; \`npm run format\` fixes formatting`,
      );
      ok = false;
    }
  }
  return ok;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(lint() ? 0 : 1);
