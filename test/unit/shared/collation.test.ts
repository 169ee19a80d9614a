// Tag labels are ordered by collation ranks that a build keeps for the next one: the ranks sort exactly as
// localeCompare with the locale does (labels that compare equal share a rank), a seeded order is used without
// creating an Intl.Collator, a damaged one is not used, and only a computed order asks to be saved.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { collationRanks, seedCollations, takeNewCollations } from '../../../src/shared/i18n/collation';

const sortByRanks = (labels: string[], locale: string) => {
  const rank = collationRanks(labels, locale);
  return [...labels].sort((a, b) => rank.get(a)! - rank.get(b)! || (a < b ? -1 : a > b ? 1 : 0));
};
const sortByLocaleCompare = (labels: string[], locale: string) =>
  [...labels].sort((a, b) => a.localeCompare(b, locale) || (a < b ? -1 : a > b ? 1 : 0));

/** Runs `fn` with Intl.Collator replaced by one that fails the test if it is ever created. */
function withoutCollator<T>(fn: () => T): T {
  const real = Intl.Collator;
  (Intl as { Collator: unknown }).Collator = function () {
    throw new Error('a collator was created');
  };
  try {
    return fn();
  } finally {
    (Intl as { Collator: unknown }).Collator = real;
  }
}

describe('collation ranks', () => {
  it('sort as localeCompare with the locale does, equal labels sharing a rank', () => {
    const zh = [
      '旅行',
      '音乐',
      '摄影',
      '运维',
      'Docker',
      'kubernetes',
      '日常',
      '年度总结',
      '凤凰传奇',
      '出差',
      'AMTV',
      'amtv',
    ];
    assert.deepEqual(sortByRanks(zh, 'zh-CN'), sortByLocaleCompare(zh, 'zh-CN'));
    const en = ['résumé', 're\u0301sume\u0301', 'Zebra', 'apple', 'Äpfel', 'zebra'];
    assert.deepEqual(sortByRanks(en, 'en'), sortByLocaleCompare(en, 'en'));
    const rank = collationRanks(en, 'en');
    assert.equal(rank.get('résumé'), rank.get('re\u0301sume\u0301'));
    assert.ok(takeNewCollations(), 'computed orders are offered for saving');
  });

  it('use a seeded order without creating a collator, and offer nothing new to save', () => {
    const labels = ['乙', '甲', '丙'];
    // An order no collator gives: only the seed can produce it.
    seedCollations({ [`zh-CN\u0000${[...labels].sort().join('\u0000')}`]: [['丙'], ['甲'], ['乙']] });
    assert.deepEqual(
      withoutCollator(() => sortByRanks(labels, 'zh-CN')),
      ['丙', '甲', '乙'],
    );
    assert.equal(takeNewCollations(), undefined);
  });

  it('do not use a seeded order that lacks a label, nor a malformed one', () => {
    const labels = ['东', '西', '南'];
    const key = `zh-CN\u0000${[...labels].sort().join('\u0000')}`;
    seedCollations({ [key]: [['西'], ['东']] });
    assert.deepEqual(sortByRanks(labels, 'zh-CN'), sortByLocaleCompare(labels, 'zh-CN'));
    seedCollations({ other: 'not groups', [`en\u0000x`]: [[1]] });
    assert.deepEqual(sortByRanks(['x'], 'en'), ['x']);
    const saved = takeNewCollations();
    assert.ok(saved && key in saved, 'the recomputed order is saved');
  });
});
