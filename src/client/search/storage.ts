// Recent and favorite searches in local storage: hits without highlight or snippet fields, kept only
// when local storage works (otherwise none, and nothing in the console). Recent: 7, or 4 when favorites exist; favorites: 10.
import type { SearchHit } from '../../shared/search/types';

export type StoredHit = Omit<SearchHit, '_highlightResult' | '_snippetResult' | '__position' | '__queryID'>;

const RECENT_KEY = 'blogctl-search-recent';
const FAVORITE_KEY = 'blogctl-search-favorite';

function storageWorks(): boolean {
  try {
    const k = '__blogctl_search_test__';
    window.localStorage.setItem(k, '1');
    window.localStorage.removeItem(k);
    return true;
  } catch {
    return false;
  }
}

export function strip(hit: SearchHit | StoredHit): StoredHit {
  const { _highlightResult, _snippetResult, __position, __queryID, ...rest } = hit as SearchHit;
  void _highlightResult, _snippetResult, __position, __queryID;
  return rest;
}

function list(key: string, limit: () => number) {
  const works = storageWorks();
  let items: StoredHit[] = [];
  if (works) {
    try {
      const raw = JSON.parse(window.localStorage.getItem(key) ?? '[]') as unknown;
      if (Array.isArray(raw))
        items = (raw as StoredHit[]).filter((h) => h && typeof h.objectID === 'string' && typeof h.url === 'string');
    } catch {
      items = [];
    }
  }
  const save = () => {
    if (!works) return;
    try {
      window.localStorage.setItem(key, JSON.stringify(items));
    } catch {
      /* quota: keep the in-memory list */
    }
  };
  return {
    all: () => items,
    add(hit: SearchHit | StoredHit) {
      const h = strip(hit);
      items = [h, ...items.filter((x) => x.objectID !== h.objectID)].slice(0, limit());
      save();
    },
    remove(objectID: string) {
      items = items.filter((x) => x.objectID !== objectID);
      save();
    },
  };
}

export function createStores() {
  const favorites = list(FAVORITE_KEY, () => 10);
  const recent = list(RECENT_KEY, () => (favorites.all().length === 0 ? 7 : 4));
  return { recent, favorites };
}
