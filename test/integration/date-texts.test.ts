// A build keeps the dates it wrote in the site's cache (src/core/date-texts.ts), named by blogctl's version and the
// runtime's Node, ICU and CLDR versions; the next build on that runtime takes them from there instead of creating an
// Intl.DateTimeFormat (whose first use costs tens of milliseconds of ICU set-up).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { dateTextsFile } from '../../src/core/date-texts';
import { copySite, removeSite, runCli } from '../helpers/cli';
import { fixtureSite } from '../helpers/site';

const site = copySite(fixtureSite('dropdown-nav'));
after(() => removeSite(site));

const KEY = 'zh-CN\u0000gregory\u00002024-01-01';
const postPage = () => readFileSync(join(site, 'build', 'blog', '2024', '01', '01', '你好', 'index.html'), 'utf8');

describe('date texts cache', () => {
  it('a build saves the dates it formatted, under the runtime that formatted them', async () => {
    const res = await runCli(['build', '--quiet', '--cwd', site]);
    assert.equal(res.code, 0, res.stderr);
    const cache = join(site, '.blogctl', 'cache');
    assert.deepEqual(
      readdirSync(cache).filter((f) => f.startsWith('dates-')),
      [dateTextsFile(cache).slice(cache.length + 1)],
    );
    const texts = JSON.parse(readFileSync(dateTextsFile(cache), 'utf8')) as Record<string, string>;
    assert.equal(texts[KEY], '2024年1月1日');
    assert.match(postPage(), /2024年1月1日/);
  });

  it('the next build writes the saved text and formats no date again', async () => {
    const file = dateTextsFile(join(site, '.blogctl', 'cache'));
    // A text no formatter gives: the page can only show it if it came from the cache.
    writeFileSync(file, JSON.stringify({ [KEY]: 'CACHED-DATE-TEXT' }));
    writeFileSync(
      join(site, 'content', 'blog', '2024-01-01-你好.md'),
      readFileSync(join(site, 'content', 'blog', '2024-01-01-你好.md'), 'utf8') + '\n补一句。\n',
    );
    const res = await runCli(['build', '--quiet', '--cwd', site]);
    assert.equal(res.code, 0, res.stderr);
    assert.match(postPage(), /CACHED-DATE-TEXT/);
    // Nothing new was formatted, so the file was not rewritten.
    assert.deepEqual(JSON.parse(readFileSync(file, 'utf8')), { [KEY]: 'CACHED-DATE-TEXT' });
  });
});
