// `blogctl --version` prints the same version every built page names in its generator meta tag.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import fg from 'fast-glob';
import { copySite, removeSite, runCli } from '../helpers/cli';
import { REPO } from '../helpers/site';

let site: string;
before(() => (site = copySite()));
after(() => site && removeSite(site));

describe('generator tag and version', () => {
  it('every page carries <meta name="generator"> with the version the CLI prints', async () => {
    const version = await runCli(['--version']);
    assert.equal(version.code, 0, version.stderr);
    const printed = version.stdout.trim();
    assert.match(printed, /^blogctl \d+\.\d+\.\d+(?:-[\w.]+)?$/);
    const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { version: string };
    assert.equal(printed, `blogctl ${pkg.version}`);

    const build = await runCli(['build', '--cwd', site, '--out-dir', 'out']);
    assert.equal(build.code, 0, build.stderr);
    const pages = await fg('**/*.html', { cwd: join(site, 'out') });
    assert.ok(pages.length > 10, `pages built (${pages.length})`);
    for (const page of pages) {
      const html = readFileSync(join(site, 'out', page), 'utf8');
      const tags = [...html.matchAll(/<meta name="generator" content="([^"]*)">/g)].map((m) => m[1]);
      assert.deepEqual(tags, [printed], `${page}: one generator tag naming ${printed}`);
    }
  });
});
