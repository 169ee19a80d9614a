// A command that has finished ends its process, whatever the site's code left running: a React page's module
// that starts an interval when it loads (fixture lingering-timer) kept `blogctl build` alive after its result
// line until the timer was cleared, which for a query cache's collection timer was five minutes.
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { runCli } from '../helpers/cli';
import { fixtureSite } from '../helpers/site';

describe('a finished command ends its process', () => {
  const root = mkdtempSync(join(tmpdir(), 'blogctl-exit-'));
  after(() => rmSync(root, { recursive: true, force: true }));
  cpSync(fixtureSite('lingering-timer'), root, { recursive: true });

  it('build and check exit with their status although a page module left an interval running', async () => {
    const built = await runCli(['build', '--cwd', root, '--quiet']);
    assert.equal(built.code, 0, built.stdout + built.stderr);
    assert.match(built.stdout + built.stderr, /routes written/);
    assert.ok(existsSync(join(root, 'build', 'tides', 'index.html')));
    const checked = await runCli(['check', '--cwd', root]);
    assert.equal(checked.code, 0, checked.stdout + checked.stderr);
  });
});
