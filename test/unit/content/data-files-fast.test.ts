// The fast path for authors.yml / tags.yml (content/data-files-fast.ts) gives exactly what the YAML parser gives
// (values, key and value locations) or declines; the shipped site's files take it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parseYamlMap } from '../../../src/content/data-files';
import { parseSimpleDataFile } from '../../../src/content/data-files-fast';
import { REPO } from '../../helpers/site';

const FILE = '/site/content/blog/tags.yml';

/** The fast path's result when it takes the text, which must equal the parser's; undefined when it declines. */
function both(text: string) {
  const parser = parseYamlMap(text, FILE, [], false);
  const taken = parseSimpleDataFile(text) !== undefined;
  const fast = parseYamlMap(text, FILE, []);
  if (taken) assert.deepEqual(fast, parser, JSON.stringify(text));
  return taken ? fast : undefined;
}

const VALUES = [
  'AMTV',
  '年度总结',
  '运维工程师 / 业余摄影爱好者',
  '/amtv',
  '/blog/tags/a-b',
  'https://example.com/about',
  'http://x.y:8080/p?q=1',
  '"引号里的: 文字"',
  "'单引号'",
  '42',
  '0',
  '007',
  '3.5',
  '-1',
  'true',
  'false',
  'True',
  'null',
  '~',
  'yes',
  'no',
  '2024-02-17',
  'a: b',
  'ends with:',
  'has # comment',
  'a#b',
  'two  spaces',
  '[a, b]',
  '{a: 1}',
  '&anchor',
  '!tag x',
  '|',
  '>',
  '@at',
  '`tick`',
  'back\\slash',
  '"esc\\"aped"',
  'x,y',
  'a-b_c',
  '.inf',
  '1e3',
  '+1',
  'n',
  'y',
  // Digits first (front-matter-fast.ts): strings unless every character could belong to a number.
  '2022新年第一天',
  '2022 新年',
  '12 monkeys',
  '0x1G',
  '3g',
  '1_000',
  '0x1F',
  '0o17',
  '1E-3',
  '3.',
  '12:30',
  '2022-01-01-新年',
];

describe('data files fast path', () => {
  it('the shipped authors.yml and tags.yml take it, with the parser’s values and locations', () => {
    for (const name of ['authors.yml', 'tags.yml']) {
      const text = readFileSync(join(REPO, 'content', 'blog', name), 'utf8');
      assert.ok(parseSimpleDataFile(text), name);
      both(text);
    }
  });

  it('every value shape it takes reads as the parser reads it', () => {
    let taken = 0;
    for (const v of VALUES) {
      if (both(`tag:\n  label: ${v}\n  permalink: /p\nother:\n  description: ${v}   \n`)) taken++;
    }
    assert.ok(taken >= 15, `${taken} taken`);
  });

  it('declines what it does not model: comments, lists, deeper maps, empty values, other indents, CRLF, tabs, duplicates', () => {
    for (const text of [
      '# comment\ntag:\n  label: A\n',
      'tag:\n  label: A # note\n',
      'tag:\n  - a\n',
      'tag:\n  label:\n    deep: 1\n',
      'tag:\n  label:\n',
      'tag:\n   label: A\n',
      'tag:\r\n  label: A\r\n',
      'tag:\n\tlabel: A\n',
      'tag:\n  label: A\ntag:\n  label: B\n',
      'tag:\n  label: A\n  label: B\n',
      'tag: A\n',
      'tag:\n  label: A\n\nnext:\n  label: B\n',
      '"tag":\n  label: A\n',
      'true:\n  label: A\n',
    ]) {
      assert.equal(parseSimpleDataFile(text), undefined, JSON.stringify(text));
      parseYamlMap(text, FILE, []); // the parser still reads (or reports) it
    }
  });

  it('a key without fields is null, and an empty file is an empty map, as with the parser', () => {
    assert.deepEqual(both('tag:\nother:\n  label: B\n')?.data, { tag: null, other: { label: 'B' } });
    assert.deepEqual(both('')?.data, {});
  });
});
