// Recent and favorite searches: limits (7 recent, 4 when favorites exist, 10 favorites), stored without
// highlight or snippet fields, and nothing kept when local storage does not work.
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { createStores } from '../../../src/client/search/storage';
import type { SearchHit } from '../../../src/shared/search/types';

const hit = (i: number): SearchHit => ({
  objectID: `o${i}`,
  hierarchy: { lvl0: '博客', lvl1: `标题${i}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content: null,
  type: 'lvl1',
  url: `/blog/${i}`,
  _highlightResult: {
    hierarchy: { lvl1: { value: `<mark>标题</mark>${i}`, matchLevel: 'partial', matchedWords: ['标题'] } },
  },
  _snippetResult: { content: { value: 'x', matchLevel: 'none' } },
});

function fakeStorage(works = true) {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (!works) throw new Error('QuotaExceededError');
      data.set(k, v);
    },
    removeItem: (k: string) => void data.delete(k),
  };
}
const g = globalThis as unknown as { window?: unknown };
afterEach(() => delete g.window);

describe('search storage', () => {
  it('keeps 7 recent hits, newest first, without highlight or snippet fields', () => {
    const localStorage = fakeStorage();
    g.window = { localStorage };
    const { recent } = createStores();
    for (let i = 0; i < 9; i++) recent.add(hit(i));
    recent.add(hit(5)); // re-selecting moves it to the front without duplicating
    assert.deepEqual(
      recent.all().map((h) => h.objectID),
      ['o5', 'o8', 'o7', 'o6', 'o4', 'o3', 'o2'],
    );
    const stored = JSON.parse(localStorage.data.get('blogctl-search-recent')!);
    assert.equal(stored.length, 7);
    assert.ok(stored.every((h: object) => !('_highlightResult' in h) && !('_snippetResult' in h)));
    assert.deepEqual(
      createStores()
        .recent.all()
        .map((h) => h.objectID),
      recent.all().map((h) => h.objectID),
      'read back',
    );
  });

  it('keeps 4 recent hits when favorites exist, and at most 10 favorites', () => {
    g.window = { localStorage: fakeStorage() };
    const { recent, favorites } = createStores();
    for (let i = 0; i < 12; i++) favorites.add(hit(100 + i));
    assert.equal(favorites.all().length, 10);
    for (let i = 0; i < 6; i++) recent.add(hit(i));
    assert.equal(recent.all().length, 4);
    favorites.remove('o111');
    assert.equal(
      favorites.all().some((h) => h.objectID === 'o111'),
      false,
    );
  });

  it('keeps nothing when local storage does not work', () => {
    const localStorage = fakeStorage(false);
    g.window = { localStorage };
    const { recent } = createStores();
    recent.add(hit(1));
    assert.equal(localStorage.data.size, 0);
    assert.deepEqual(createStores().recent.all(), []);
  });
});
