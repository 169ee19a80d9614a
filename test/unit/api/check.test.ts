// check() (src/api/check.ts) on its own: diagnostics in file, line, column order; --strict's errors; and the
// caches it reuses, none with `cache: false`.
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { after, describe, it } from 'node:test';
import { check } from '../../../src/api/check';
import { miniSite, post, removeMiniSites } from '../../helpers/mini-site';

after(removeMiniSites);

const CONFIG = { title: '测试站', url: 'https://example.com' };
const withLinks = (...lines: string[]) =>
  `---\ntitle: 有链接\n---\n\n${lines.join('\n\n')}\n\n<!-- truncate -->\n\n后面。\n`;
// A post without the truncate marker: CONTENT_NO_TRUNCATE, a warning.
const NO_TRUNCATE = '---\ntitle: 无摘要\n---\n\n只有一段。\n';

describe('check', () => {
  it('sorts the diagnostics by file, then line, then column', async () => {
    const { root } = miniSite({
      'content/blog/2024-01-02-b.md': withLinks('[一](./gone-1.md)'),
      'content/blog/2024-01-01-a.md': withLinks(
        '开头。',
        '[二](./gone-2.md) 和 [三](./gone-3.md)',
        '[四](./gone-4.md)',
      ),
    });
    const result = await check({ root, config: CONFIG, cache: false });
    assert.equal(result.ok, false);
    assert.deepEqual(
      result.diagnostics.map((d) => [d.code, relative(root, d.loc!.file), d.loc!.line, d.loc!.column]),
      [
        // Each at its link's target.
        ['LINK_BROKEN', 'content/blog/2024-01-01-a.md', 7, 5],
        ['LINK_BROKEN', 'content/blog/2024-01-01-a.md', 7, 24],
        ['LINK_BROKEN', 'content/blog/2024-01-01-a.md', 9, 5],
        ['LINK_BROKEN', 'content/blog/2024-01-02-b.md', 5, 5],
      ],
    );
    assert.equal(result.errors, 4);
    assert.equal(result.warnings, 0);
  });

  it('strict: every warning is an error', async () => {
    const { root } = miniSite({ 'content/blog/2024-01-01-a.md': NO_TRUNCATE });
    const plain = await check({ root, config: CONFIG, cache: false });
    assert.deepEqual(
      plain.diagnostics.map((d) => [d.code, d.severity]),
      [['CONTENT_NO_TRUNCATE', 'warning']],
    );
    assert.equal(plain.ok, true);
    const strict = await check({ root, config: CONFIG, cache: false, strict: true });
    assert.deepEqual(
      strict.diagnostics.map((d) => [d.code, d.severity]),
      [['CONTENT_NO_TRUNCATE', 'error']],
    );
    assert.equal(strict.ok, false);
    assert.equal(strict.errors, 1);
  });

  it("reuses build's caches in .blogctl/cache, and keeps none with cache: false", async () => {
    const { root } = miniSite({ 'content/blog/2024-01-01-a.md': post({ title: '第一篇' }) });
    const cacheFiles = () => {
      const dir = join(root, '.blogctl', 'cache');
      return existsSync(dir) ? readdirSync(dir) : [];
    };
    const off = await check({ root, config: CONFIG, cache: false });
    assert.equal(off.files, 1);
    // (The validated config is remembered either way: config/load-config.ts.)
    assert.deepEqual(
      cacheFiles().filter((f) => f !== 'config'),
      [],
    );
    await check({ root, config: CONFIG });
    const cache = cacheFiles();
    for (const name of ['markdown', 'links.json', 'structure.json']) assert.ok(cache.includes(name), cache.join(', '));
    assert.ok(!cache.includes('search.bin'), 'check builds no search index');
  });

  it('returns a config error as its diagnostics, never throwing', async () => {
    const { root } = miniSite({});
    const result = await check({ root, config: { ...CONFIG, title: 1 } as never, cache: false });
    assert.equal(result.ok, false);
    assert.deepEqual(
      result.diagnostics.map((d) => d.code),
      ['CONFIG_INVALID'],
    );
    assert.equal(result.files, 0);
  });
});
