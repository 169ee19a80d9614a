// The CLI's own text is English and neutral: `--help` of every command shows no example in one site's language
// (it showed `blogctl new "夏夜的 livehouse"` on any site), whatever the site in the current folder.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runCli } from '../helpers/cli';

const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;

describe('blogctl --help', () => {
  for (const command of [
    [],
    ['build'],
    ['serve'],
    ['check'],
    ['new'],
    ['init'],
    ['migrate'],
    ['swizzle'],
    ['search', 'push'],
  ]) {
    it(`${['blogctl', ...command].join(' ')} --help has no CJK text`, async () => {
      const res = await runCli([...command, '--help']);
      assert.equal(res.code, 0, res.stderr);
      const line = (res.stdout + res.stderr).split('\n').find((l) => CJK.test(l));
      assert.equal(line, undefined);
    });
  }
});
