// `blogctl build` killed with SIGKILL at random moments, and a build that fails: build/ is always either the
// previous build or a complete new one, never a mix and never missing.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { recoverOutput } from '../../src/output/write-output';
import { BIN, copySite, removeSite, runCli } from '../helpers/cli';
import { seeded } from '../helpers/seeded';

const ROUNDS = 4;
const SEED = Number(process.env.BLOGCTL_KILL_SEED ?? Date.now() % 2 ** 31);

/** path → sha256 of every file under dir (sorted), or null when dir is missing. */
function hashTree(dir: string): Record<string, string> | null {
  if (!existsSync(dir)) return null;
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, e.name);
      if (e.isDirectory()) walk(full);
      else out[relative(dir, full)] = createHash('sha256').update(readFileSync(full)).digest('hex');
    }
  };
  walk(dir);
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : 1)));
}

function build(site: string) {
  return runCli(['build', '--cwd', site]);
}

let site: string;
let out: string;
let post: string;

before(async () => {
  site = copySite();
  out = join(site, 'build');
  post = join(site, 'content', 'blog', readdirSync(join(site, 'content', 'blog')).find((f) => f.endsWith('.md'))!);
  const first = await build(site);
  assert.equal(first.code, 0, first.stderr);
});

after(() => removeSite(site));

describe('build output under SIGKILL and failure', () => {
  it('a build that runs to the end twice on the same content writes the same bytes', async () => {
    const a = hashTree(out);
    const again = await build(site);
    assert.equal(again.code, 0, again.stderr);
    assert.deepEqual(hashTree(out), a);
  });

  it(`a build killed at a random moment leaves the previous or the complete new output (seed ${SEED})`, async () => {
    console.log(`kill-build seed: ${SEED} (repeat with BLOGCTL_KILL_SEED=${SEED})`);
    const random = seeded(SEED);
    // How long a build takes here, so kill moments spread over its whole run.
    const t0 = process.hrtime.bigint();
    appendFileSync(post, '\n\n计时修改。\n');
    assert.equal((await build(site)).code, 0);
    const spanMs = Number(process.hrtime.bigint() - t0) / 1e6;
    let previous = hashTree(out)!;
    const outcomes: string[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      appendFileSync(post, `\n\n第 ${round} 次被杀的构建。\n`);
      const delay = Math.floor(random() * spanMs * 1.1);
      const child = spawn(process.execPath, [BIN, 'build', '--cwd', site], {
        stdio: 'ignore',
        env: { ...process.env, NO_COLOR: '1' },
      });
      const exited = new Promise<void>((r) => child.on('close', () => r()));
      await new Promise((r) => setTimeout(r, delay));
      child.kill('SIGKILL');
      await exited;
      recoverOutput(out);
      const afterKill = hashTree(out);
      assert.ok(afterKill, `round ${round} (delay ${delay} ms): build/ is missing after recovery`);
      // The complete new build of the same content, for comparison.
      const full = await build(site);
      assert.equal(full.code, 0, full.stderr);
      const complete = hashTree(out)!;
      assert.notDeepEqual(complete, previous, 'the edit changes the output');
      const same = JSON.stringify(afterKill);
      const which = same === JSON.stringify(previous) ? 'old' : same === JSON.stringify(complete) ? 'new' : 'mix';
      outcomes.push(`${delay}ms→${which}`);
      assert.notEqual(
        which,
        'mix',
        `round ${round} (delay ${delay} ms, seed ${SEED}): build/ is neither the previous nor the new build`,
      );
      previous = complete;
    }
    console.log(`kill-build outcomes: ${outcomes.join(', ')}`);
  });

  it('a build that fails on bad front matter leaves build/ byte-identical', async () => {
    const before = hashTree(out);
    const text = readFileSync(post, 'utf8');
    writeFileSync(post, text.replace(/^---\n/, '---\ntitle: [unclosed\n'));
    try {
      const res = await build(site);
      assert.notEqual(res.code, 0);
      assert.match(res.stdout + res.stderr, /FRONT_MATTER/);
      assert.deepEqual(hashTree(out), before);
      assert.deepEqual(
        readdirSync(site).filter((f) => f.startsWith('build.tmp-')),
        [],
      );
    } finally {
      writeFileSync(post, text);
    }
  });
});
