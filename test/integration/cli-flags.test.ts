// Every flag with a form (numbers, choices, dates, addresses) is checked while the command line is parsed:
// a bad value is one coded error line and exit 1, never "Internal error" with a stack, never silently cut short.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { serve } from '../../src/api/serve';
import { isBlogctlError } from '../../src/errors/blogctl-error';
import { copySite, removeSite, runCli, startCli } from '../helpers/cli';
import { REPO } from '../helpers/site';

/** The run failed cleanly: exit 1, one error line naming the flag and the code, no stack, nothing on stdout. */
async function rejects(args: string[], code: string, flag: string): Promise<void> {
  const res = await runCli([...args, '--cwd', REPO]);
  const out = res.stdout + res.stderr;
  assert.equal(res.code, 1, `${args.join(' ')}\n${out}`);
  assert.doesNotMatch(out, /Internal error|^\s+at /m, out);
  const lines = res.stderr.split('\n').filter((l) => l.trim());
  assert.equal(lines.length, 1, `one line expected:\n${res.stderr}`);
  assert.match(lines[0], new RegExp(`error {2}${flag} ".*" .*\\(${code}\\)$`));
  assert.equal(res.stdout, '');
}

describe('flag values', () => {
  it('serve --port: only whole numbers from 0 to 65535', async () => {
    for (const port of ['abc', '70000', '65536', '3000abc', '-1', '1.5', '0x10', '1e3', ' 80', '']) {
      await rejects(['serve', '--port', port], 'CLI_BAD_FLAG', '--port');
    }
  });

  it('serve --host: an address or a host name, not a URL or a path', async () => {
    for (const host of ['http://localhost', 'local host', '127.0.0.1:3000', '/tmp/sock', '', '-']) {
      await rejects(['serve', '--host', host], 'CLI_BAD_FLAG', '--host');
    }
  });

  it('check --format: text or json only', async () => {
    for (const format of ['xml', 'JSON', ''])
      await rejects(['check', '--format', format], 'CHECK_BAD_FORMAT', '--format');
  });

  it('new --date: a calendar date written YYYY-MM-DD', async () => {
    for (const date of ['2025-02-30', 'tomorrow', '2025-9-1', '2025-09-01T00:00', '20250901']) {
      await rejects(['new', '标题', '--date', date], 'NEW_BAD_INPUT', '--date');
    }
  });

  it('good values still work: --port 0 with --host localhost and [::1]-style brackets', async () => {
    const site = copySite();
    try {
      await runCli(['build', '--cwd', site]);
      for (const host of ['localhost', '[127.0.0.1]']) {
        const server = await startCli(['serve', '--port', '0', '--host', host, '--cwd', site]);
        assert.match(server.url, /^http:\/\/(localhost|127\.0\.0\.1):\d+$/);
        assert.equal(await server.stop(), 0, server.output());
      }
    } finally {
      removeSite(site);
    }
  });

  it('the programmatic serve() refuses a port out of range with SERVE_PORT', async () => {
    for (const port of [70000, -1, 1.5, Number.NaN]) {
      await assert.rejects(
        serve({ root: REPO, port }),
        (err: unknown) => isBlogctlError(err) && err.code === 'SERVE_PORT',
      );
    }
  });
});
