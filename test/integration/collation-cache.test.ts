// A build keeps the order it sorted the tag labels in (shared/i18n/collation.ts) in the site's cache, beside the
// date texts and named by the same runtime versions (src/core/date-texts.ts); the next build takes it from there
// instead of creating an Intl.Collator (whose first use loads the locale's collation data).
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { collationsFile } from '../../src/core/date-texts';
import { copySite, removeSite, runCli } from '../helpers/cli';

const site = copySite();
after(() => removeSite(site));

const tagLinks = () =>
  [
    ...readFileSync(join(site, 'build', 'blog', 'tags', 'index.html'), 'utf8').matchAll(
      /href="\/blog\/tags\/([^"/]+)"/g,
    ),
  ].map((m) => m[1]);

describe('tag order cache', () => {
  let cold: string[] = [];

  it('a build saves the order of the tag labels it sorted', async () => {
    const res = await runCli(['build', '--quiet', '--cwd', site]);
    assert.equal(res.code, 0, res.stderr);
    const saved = JSON.parse(readFileSync(collationsFile(join(site, '.blogctl', 'cache')), 'utf8')) as Record<
      string,
      string[][]
    >;
    const orders = Object.entries(saved).filter(([key]) => key.startsWith('zh-CN\u0000'));
    assert.equal(orders.length, 1);
    assert.ok(orders[0][1].flat().includes('旅行'), JSON.stringify(orders[0][1]));
    cold = tagLinks();
    assert.ok(cold.length > 5);
  });

  it('the next build sorts by the saved order and creates no collator for it', async () => {
    const file = collationsFile(join(site, '.blogctl', 'cache'));
    const saved = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[][]>;
    // Reversed: an order no collator gives, so the page can only show it if it came from the cache.
    const reversed = Object.fromEntries(Object.entries(saved).map(([key, groups]) => [key, [...groups].reverse()]));
    writeFileSync(file, JSON.stringify(reversed));
    // A new title: every page is built again (the tag list too), with the same tag labels to sort.
    const post = join(site, 'content', 'blog', '2022-01-01-2022新年第一天.md');
    writeFileSync(post, readFileSync(post, 'utf8').replace('title: "2022 新年第一天"', 'title: "2022 年的第一天"'));
    const res = await runCli(['build', '--quiet', '--cwd', site]);
    assert.equal(res.code, 0, res.stderr);
    assert.deepEqual(tagLinks(), [...cold].reverse());
    // Nothing new was sorted, so the file was not rewritten.
    assert.deepEqual(JSON.parse(readFileSync(file, 'utf8')), reversed);
  });
});
