// The UI string tables: en and zh-CN have the same keys and placeholders; messages format, pluralise and take
// overrides; locales map to tables; dates go through one cached Intl formatter per locale and options.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  closeKeys,
  formatMessage,
  keyParams,
  makeStrings,
  siteTable,
  tableKeys,
  uiLocaleOf,
  UI_LOCALES,
  withOverrides,
} from '../../../src/shared/i18n';
import { formatDate } from '../../../src/shared/i18n/dates';
import { en } from '../../../src/shared/i18n/en';
import { zhCN } from '../../../src/shared/i18n/zh-CN';

const messageOf = (table: Record<string, unknown>, key: string) => {
  const [g, k] = key.split('.');
  return (k === undefined ? table[g] : (table[g] as Record<string, string>)[k]) as string;
};

describe('UI string tables', () => {
  it('en and zh-CN have the same keys, and every placeholder a message uses is declared', () => {
    assert.deepEqual(tableKeys(en), tableKeys(zhCN));
    for (const [id, table] of Object.entries(UI_LOCALES)) {
      for (const key of tableKeys(table)) {
        const used = [...messageOf(table, key).matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
        for (const name of used)
          assert.ok(
            keyParams(key).includes(name),
            `${id} ${key} uses {${name}}, not one of [${keyParams(key).join(', ')}]`,
          );
        if (keyParams(key).length)
          assert.ok(used.length > 0 || /\|/.test(messageOf(table, key)), `${id} ${key} shows none of its values`);
      }
    }
  });

  it('formats placeholders and English plural forms; zh-CN has one form', () => {
    const s = makeStrings(en);
    assert.equal(s.blog.readingTime(1), 'One min read');
    assert.equal(s.blog.readingTime(7), '7 min read');
    assert.equal(s.blog.tagged(1, 'travel'), 'One post tagged with "travel"');
    assert.equal(s.blog.tagged(3, 'travel'), '3 posts tagged with "travel"');
    assert.equal(s.colorMode.toggle('dark mode'), 'Switch between dark and light mode (currently dark mode)');
    const z = makeStrings(zhCN);
    assert.equal(z.blog.readingTime(1), '阅读需 1 分钟');
    assert.equal(z.blog.tagged(2, '旅行'), '2 篇文章含有标签「旅行」');
    assert.equal(formatMessage('{a} and {b}', ['a', 'b'], ['x']), 'x and {b}');
  });

  it('maps locales to tables: en-*, zh variants, unknown → en', () => {
    assert.deepEqual(uiLocaleOf('en-GB'), { table: 'en', known: true });
    assert.deepEqual(uiLocaleOf('en'), { table: 'en', known: true });
    assert.deepEqual(uiLocaleOf('zh-CN'), { table: 'zh-CN', known: true });
    assert.deepEqual(uiLocaleOf('zh-Hans'), { table: 'zh-CN', known: true });
    assert.deepEqual(uiLocaleOf('fr'), { table: 'en', known: false });
  });

  it('applies overrides without touching the base table, and suggests close keys', () => {
    const t = withOverrides(en, { 'blog.readMore': 'More', skipToContent: 'Skip' });
    assert.equal(t.blog.readMore, 'More');
    assert.equal(t.skipToContent, 'Skip');
    assert.equal(en.blog.readMore, 'Read more');
    assert.equal(siteTable('en-US', { 'code.copy': 'Copy it' }).code.copy, 'Copy it');
    assert.deepEqual(closeKeys('blog.readmor', tableKeys()).slice(0, 1), ['blog.readMore']);
    assert.ok(closeKeys('code.copied', tableKeys()).includes('code.copied'));
  });
});

describe('formatDate', () => {
  it('writes what Intl writes for the locale, in UTC, with one formatter per locale and options', () => {
    const day = new Date(Date.UTC(2024, 5, 15));
    const zh = new Intl.DateTimeFormat('zh-CN', { dateStyle: 'long', timeZone: 'UTC' }).format(day);
    // Every formatter made while the dates are written is counted (creating one is what the cache saves).
    const Real = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = new Proxy(Real, {
      construct: (target, args) => (made++, Reflect.construct(target, args)),
    });
    try {
      assert.equal(formatDate('2024-06-15', 'zh-CN'), zh);
      assert.equal(formatDate('2024-06-15', 'en'), 'June 15, 2024');
      assert.equal(formatDate('2024-06-15', 'en-GB'), '15 June 2024');
      for (let d = 1; d <= 28; d++) formatDate(`2024-02-${String(d).padStart(2, '0')}`, 'en');
    } finally {
      Intl.DateTimeFormat = Real;
    }
    assert.equal(made, 3, 'one cached formatter per locale');
    assert.equal(formatDate('2024-06-15', 'not a locale!'), 'June 15, 2024');
  });

  it('writes a year under 100 as that year, not as 19xx', () => {
    assert.equal(formatDate('0026-06-10', 'en'), 'June 10, 26');
    assert.equal(formatDate('0026-06-10', 'zh-CN'), '26年6月10日');
  });
});

describe('stringsModule (the strings compiled into the theme bundles)', () => {
  it('gives the same text as makeStrings for every key, table and count, overrides included', async () => {
    const { stringsModule } = await import('../../../src/shared/i18n/codegen');
    const tables = {
      ...UI_LOCALES,
      custom: withOverrides(en, {
        'blog.tagged': '{label}: one|{label}: {n} — {unknown}',
        'search.pageOf': '{total}/{page}',
      }),
    };
    for (const [id, table] of Object.entries(tables)) {
      const mod = (await import(`data:text/javascript,${encodeURIComponent(stringsModule(table))}`)) as {
        strings: Record<string, unknown>;
      };
      const made = makeStrings(table) as unknown as Record<string, unknown>;
      for (const key of tableKeys(table)) {
        const [g, k] = key.split('.');
        const a = k === undefined ? mod.strings[g] : (mod.strings[g] as Record<string, unknown>)[k];
        const b = k === undefined ? made[g] : (made[g] as Record<string, unknown>)[k];
        if (typeof b === 'string') {
          assert.equal(a, b, `${id} ${key}`);
          continue;
        }
        const names = keyParams(key);
        for (const count of [0, 1, 2, 12]) {
          const args = names.map((n, i) => (i === 0 || n === 'total' ? count : `<${n}>`));
          assert.equal(
            (a as (...x: unknown[]) => string)(...args),
            (b as (...x: unknown[]) => string)(...args),
            `${id} ${key} ${JSON.stringify(args)}`,
          );
        }
      }
    }
  });
});
