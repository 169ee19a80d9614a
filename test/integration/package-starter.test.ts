// blogctl as a newcomer meets it before it is on the registry: the README's "Try it from a checkout or a tarball"
// commands, run as written (the tarball as `npm pack` makes it, test/helpers/pack.ts; the checkout is this
// repository), each giving a site whose package.json names a blogctl that installs. Then, in the site made from the
// tarball, with a swizzled Footer and Navbar in theme/: `tsc` of TypeScript 5 and 7 over the starter's own
// tsconfig.json (nodenext) and a `bundler` one, without skipLibCheck and without @types/node.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { packedTarball } from '../helpers/pack';
import { REPO } from '../helpers/site';
import { TYPESCRIPT_VERSIONS, tscOf } from '../helpers/typescript';

const exec = promisify(execFile);
let tmp: string;
let tarball: string;
let tarballSite = '';

/** The shell blocks of the README's section, in order: build the package, a site from it, a site from a checkout. */
function readmeBlocks(): string[] {
  const readme = readFileSync(join(REPO, 'README.md'), 'utf8');
  const start = readme.indexOf('### Try it from a checkout or a tarball');
  assert.ok(start >= 0, 'the README has the section');
  const section = readme.slice(start, readme.indexOf('\n#', start + 4));
  return [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]);
}

/** Runs a README block as written with bash, stopping at the first failing command. */
async function runBlock(block: string, cwd: string): Promise<string> {
  // Plain Node (no loader of the test runner's); npm offline where its cache has the packages, quiet about funding.
  const env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? tmpdir(),
    NO_COLOR: '1',
    npm_config_prefer_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
  };
  try {
    const { stdout, stderr } = await exec('bash', ['-e', '-c', block], { cwd, env, maxBuffer: 16 * 1024 * 1024 });
    return stdout + stderr;
  } catch (e) {
    const err = e as { stdout: string; stderr: string; message: string };
    throw new Error(`${err.message}\n${err.stdout}\n${err.stderr}`);
  }
}

const devDependencies = (site: string) =>
  (JSON.parse(readFileSync(join(site, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> })
    .devDependencies;

before(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'blogctl-try-'));
  tarball = await packedTarball();
});

after(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe('the README: try it from a checkout or a tarball', () => {
  it('has the three blocks: build the package, a site from the tarball, a site from the checkout', () => {
    const blocks = readmeBlocks();
    assert.equal(blocks.length, 3);
    assert.match(blocks[0], /^npm pack\b/m);
    assert.match(blocks[1], /npx --yes --package \S+\.tgz blogctl init/);
  });

  it('a site from the tarball: npx init, npm install, npm run build, as written', async () => {
    // The layout the first block leaves: the checkout (here, just its tarball) with the shell inside it.
    const checkout = join(tmp, 'from-tarball', 'blogctl');
    mkdirSync(checkout, { recursive: true });
    copyFileSync(tarball, join(checkout, basename(tarball)));
    const out = await runBlock(readmeBlocks()[1], checkout);
    tarballSite = join(tmp, 'from-tarball', 'my-blog');
    assert.equal(devDependencies(tarballSite).blogctl, `file:${join(checkout, basename(tarball))}`);
    assert.ok(existsSync(join(tarballSite, 'build', 'index.html')), out);
    // Installing runs none of blogctl's scripts (npm warns of packages with install scripts).
    assert.doesNotMatch(out, /blogctl@[^\s]* \((prepare|install|postinstall)/, out);
  });

  it('a site from the checkout: init, npm install links the checkout, npm run build, as written', async () => {
    const parent = join(tmp, 'from-checkout');
    mkdirSync(parent, { recursive: true });
    symlinkSync(REPO, join(parent, 'blogctl'));
    const out = await runBlock(readmeBlocks()[2], parent);
    const site = join(parent, 'my-site');
    assert.equal(devDependencies(site).blogctl, `file:${REPO}`);
    assert.ok(existsSync(join(site, 'build', 'index.html')), out);
  });
});

describe("the package's declarations in the starter", () => {
  it('the site has swizzled components and no Node types', async () => {
    assert.ok(tarballSite, 'the tarball site was made');
    for (const component of ['Footer', 'Navbar']) {
      await exec('npx', ['--no-install', 'blogctl', 'swizzle', component], { cwd: tarballSite });
      assert.ok(existsSync(join(tarballSite, 'theme', `${component}.tsx`)));
    }
    assert.ok(!existsSync(join(tarballSite, 'node_modules', '@types', 'node')), '@types/node is installed');
    writeFileSync(
      join(tarballSite, 'tsconfig.bundler.json'),
      JSON.stringify({
        extends: './tsconfig.json',
        compilerOptions: { module: 'esnext', moduleResolution: 'bundler' },
      }),
    );
  });

  for (const version of TYPESCRIPT_VERSIONS) {
    for (const config of ['tsconfig.json', 'tsconfig.bundler.json']) {
      it(`tsc ${version} -p ${config} (skipLibCheck false) reports nothing`, async () => {
        assert.ok(tarballSite, 'the tarball site was made');
        const tsc = await tscOf(version);
        const res = await exec(process.execPath, [tsc, '-p', config, '--skipLibCheck', 'false'], {
          cwd: tarballSite,
        }).then(
          (r) => ({ code: 0, out: r.stdout + r.stderr }),
          (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
        );
        assert.equal(res.out.trim(), '');
        assert.equal(res.code, 0);
      });
    }
  }
});
