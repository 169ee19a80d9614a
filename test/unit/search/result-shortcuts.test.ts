// The first query's shortcuts on the term-sharded index answer exactly as their plain definitions: ChunkBounds (the
// bound of every listed chunk without allocating per chunk) equals plainBound() over random postings states, cuts
// and query words; the engine's hits, which compute each text's match ranges once (rangesOnce) for its highlight,
// its snippet and the other hits sharing it, carry the highlight() and snip() of each text computed on its own;
// the comparison sort the engine uses for few hits orders them as the counting sort (by key, ties by record).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ChunkBounds, plainBound, type TermState, type Word } from '../../../src/shared/search/chunk-bounds';
import { SearchEngine } from '../../../src/shared/search/engine';
import { TYPO_UNIT, comparisonOrder, countingOrder } from '../../../src/shared/search/ranking';
import { highlight, snip } from '../../../src/shared/search/highlight';
import { queryTerms } from '../../../src/shared/search/tokenize';
import { LEVELS, type SerializedIndex } from '../../../src/shared/search/types';
import { MapEntries } from '../../helpers/chunk-entries';
import { seeded } from '../../helpers/seeded';

const CHUNKS = 40;

function randomState(rnd: () => number): TermState {
  const entries = new MapEntries();
  const code = () => ((1 + Math.floor(rnd() * 16)) * 2 + (rnd() < 0.5 ? 0 : 1)) * 8 + 1 + Math.floor(rnd() * 7);
  for (let c = 0; c < CHUNKS; c++) if (rnd() < 0.4) entries.map.set(c, code());
  const complete = rnd() < 0.5;
  const last = [...entries.map.keys()].pop() ?? -1;
  return {
    entries,
    complete,
    total: entries.size + (complete ? 0 : 3),
    cutCode: last < 0 ? 0 : entries.get(last)!,
    cutChunk: last,
  };
}

function randomWords(rnd: () => number, states: Map<string, TermState>): Word[] {
  const words: Word[] = [];
  let n = 0;
  const term = () => {
    const name = `t${n++}`;
    states.set(name, randomState(rnd));
    return name;
  };
  for (let k = 1 + Math.floor(rnd() * 3); k > 0; k--) {
    const count = 1 + Math.floor(rnd() * 3);
    const terms = Array.from({ length: count }, term);
    if (rnd() < 0.5) words.push({ kind: 'cjk', terms, word: count > 1 && rnd() < 0.6 ? term() : undefined });
    else words.push({ kind: 'latin', terms, qs: terms.map((_, i) => (i === 0 ? 0 : 1 + Math.floor(rnd() * 3))) });
  }
  return words;
}

describe('first-query shortcuts', () => {
  it('bounds every chunk (and the unlisted ones) as plainBound() does', () => {
    let checked = 0;
    let nulls = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const rnd = seeded(seed);
      const states = new Map<string, TermState>();
      const words = randomWords(rnd, states);
      const bounds = new ChunkBounds(words, states);
      for (let c = -1; c < CHUNKS; c++) {
        for (const exact of [false, true]) {
          const want = plainBound({ words, states }, c, exact);
          assert.equal(
            bounds.of(c, exact),
            want,
            `seed ${seed}, chunk ${c}, exact title ${exact}: ${JSON.stringify(words)}`,
          );
          checked++;
          if (want === null) nulls++;
        }
      }
      // The states grow (a rest of postings arrives): the same ChunkBounds follows them.
      for (const s of states.values()) {
        if (s.complete) continue;
        for (let c = 0; c < CHUNKS; c++)
          if (!s.entries.has(c) && rnd() < 0.3) (s.entries as MapEntries).map.set(c, 400 + Math.floor(rnd() * 100));
        s.complete = true;
      }
      for (let c = -1; c < CHUNKS; c++)
        assert.equal(
          bounds.of(c, false),
          plainBound({ words, states }, c, false),
          `seed ${seed}, chunk ${c} after the rest`,
        );
    }
    assert.ok(
      nulls > 100 && checked - nulls > 1000,
      `both kinds of chunks checked: ${nulls} without hits of ${checked}`,
    );
  });

  it('orders few hits by comparison exactly as the counting sort does', () => {
    let ties = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const rnd = seeded(seed);
      const n = 1 + Math.floor(rnd() * 600);
      const records = new Set<number>();
      while (records.size < n) records.add(Math.floor(rnd() * 5000));
      const found = Int32Array.from([...records]);
      // Few distinct keys (ties decided by record) or keys from the whole space.
      const keys = Int32Array.from(found, () =>
        seed % 2 ? Math.floor(rnd() * 8) * 97 : Math.floor(rnd() * 8 * TYPO_UNIT),
      );
      const byRecord = Int32Array.from(found.keys()).sort((a, b) => found[a] - found[b]);
      const want = countingOrder(keys, byRecord);
      assert.deepEqual(comparisonOrder(found, keys), want, `seed ${seed}`);
      for (let i = 1; i < n; i++) if (keys[want[i]] === keys[want[i - 1]]) ties++;
    }
    assert.ok(ties > 1000, `ties checked: ${ties}`);
  });

  it("shapes each hit's highlights and snippets as highlight() and snip() of its texts", () => {
    const strings = [
      '随笔',
      '凤凰传奇的演唱会',
      '现场',
      '凤凰传奇的歌，凤凰传奇的演唱会现场的气氛很好，Docker 部署 dockerfile 也写好了。',
      '演唱会结束后，我们在 docker 镜像里又听了一遍凤凰传奇。',
      '<b>的</b> & 凤凰',
    ];
    const index: SerializedIndex = {
      v: 1,
      language: 'zh-CN',
      strings,
      pages: [
        ['/a', 'default', 0, 1],
        ['/b', 'default', 0, 2],
      ],
      records: [
        [0, 1, '', -1, -1, -1, -1, -1, -1],
        [0, 7, 'x', -1, -1, -1, -1, -1, 3],
        [0, 7, 'y', 2, -1, -1, -1, -1, 4],
        [1, 7, '', -1, -1, -1, -1, -1, 3],
        [1, 2, 'z', 5, -1, -1, -1, -1, -1],
      ],
      words: {},
    };
    const engine = new SearchEngine(index);
    let hits = 0;
    for (const query of ['凤凰传奇', '的', 'docker', 'dokcer 演唱会', '现场 凤凰']) {
      const terms = queryTerms(query);
      for (const words of [5, 10]) {
        const res = engine.search({
          query,
          hitsPerPage: 20,
          distinct: 0,
          attributesToSnippet: [...LEVELS.slice(1).map((l) => `hierarchy.${l}:${words}`), `content:${words}`],
          snippetEllipsisText: '…',
        });
        for (const hit of res.hits) {
          hits++;
          const want: Record<string, unknown> = {};
          for (const l of LEVELS) if (hit.hierarchy[l] !== null) want[l] = highlight(hit.hierarchy[l]!, terms);
          assert.deepEqual(hit._highlightResult!.hierarchy, want, `${query}: ${hit.objectID} highlights`);
          assert.deepEqual(
            hit._highlightResult!.content,
            hit.content === null ? undefined : highlight(hit.content, terms),
            `${query}: ${hit.objectID} content highlight`,
          );
          if (hit.content !== null)
            assert.deepEqual(
              hit._snippetResult!.content,
              snip(hit.content, terms, { words, ellipsis: '…' }),
              `${query}: ${hit.objectID} snippet`,
            );
          for (const l of LEVELS.slice(1))
            if (hit.hierarchy[l] !== null)
              assert.deepEqual(
                hit._snippetResult!.hierarchy![l],
                snip(hit.hierarchy[l]!, terms, { words, ellipsis: '…' }),
                `${query}: ${hit.objectID} ${l} snippet`,
              );
        }
        // Hits sharing a text do not share its matched words list (a caller may change one hit).
        const lists = res.hits.map((h) => h._highlightResult!.hierarchy!.lvl0!.matchedWords);
        assert.equal(new Set(lists).size, lists.length, `${query}: matchedWords arrays shared between hits`);
      }
    }
    assert.ok(hits >= 20, `hits checked: ${hits}`);
  });
});
