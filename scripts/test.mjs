// The test command: makes sure Chromium is present (installs it when running as root), compiles the
// CLI, then runs every test/**/*.test.ts with node:test through tsx. Without arguments it first runs the static
// checks (scripts/lint.mjs).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import fg from 'fast-glob';
import { buildCli, root } from './build-cli.mjs';
import { lint } from './lint.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() === 0) {
    console.log('Chromium not found; installing Debian chromium (apt-get install -y chromium)…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(CHROMIUM)) return;
  }
  console.error(
    `Browser tests need Chromium at ${CHROMIUM}, and it is not installed.\nInstall it with: sudo apt-get install -y chromium   (or set CHROMIUM_PATH to a Chromium binary)`,
  );
  process.exit(1);
}

const args = process.argv.slice(2);
const patterns = args.length ? args : ['test/**/*.test.ts'];
const files = (await fg(patterns, { cwd: root, ignore: ['test/fixtures/**'] })).sort();
if (!files.length) {
  console.error(`No test files match ${patterns.join(' ')}`);
  process.exit(1);
}
// The whole suite (npm test, CI) starts with the static checks: a format, lint or type error fails it.
if (!args.length && !lint()) process.exit(1);
if (files.some((f) => f.startsWith('test/browser/'))) ensureChromium();
await buildCli();
// A test still running after 10 minutes is stuck (the slowest take about 2): it fails with its name instead of
// holding the run until CI's limit.
const TEST_TIMEOUT_MS = 10 * 60 * 1000;
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-reporter=spec', `--test-timeout=${TEST_TIMEOUT_MS}`, ...files],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BLOGCTL_TEST: '1' },
  },
);
process.exit(result.status ?? 1);
