// Segmentation: Intl.Segmenter words, bigrams for recall, mixed-script queries, typo distance.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  cjkGrams,
  editDistance,
  latinWords,
  normalize,
  queryTerms,
  segmentWords,
} from '../../../src/shared/search/tokenize';

describe('tokenize', () => {
  it('segments Chinese into words and splits mixed runs by script', () => {
    const words = segmentWords('凤凰传奇演唱会Docker部署');
    assert.ok(words.includes('凤凰'));
    assert.ok(words.includes('docker'));
    assert.ok(words.includes('部署'));
  });

  it('glues one-character pieces the segmenter splits off back onto the phrase', () => {
    assert.deepEqual(queryTerms('演唱会'), [{ kind: 'cjk', term: '演唱会' }]);
    assert.deepEqual(queryTerms('Docker 部署 MariaDB'), [
      { kind: 'latin', term: 'docker' },
      { kind: 'cjk', term: '部署' },
      { kind: 'latin', term: 'mariadb' },
    ]);
  });

  it('derives unigrams and bigrams from CJK runs, latin words apart', () => {
    assert.deepEqual(cjkGrams('彗星a尾巴'), ['彗', '彗星', '星', '尾', '尾巴', '巴']);
    assert.deepEqual(latinWords(normalize('用 Docker-Compose 部署 K8s')), ['docker', 'compose', 'k8s']);
    assert.equal(normalize('ＤＯＣＫＥＲ'), 'docker');
  });

  it('measures typos with adjacent swaps as one', () => {
    assert.equal(editDistance('docker', 'dokcer', 2), 1);
    assert.equal(editDistance('kubernetes', 'kubernets', 2), 1);
    assert.equal(editDistance('abc', 'xyz', 1), 2);
  });
});
