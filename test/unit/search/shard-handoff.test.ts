// A cold build's ShardBuilder hands each full pack of chunks out as it is made (to the output sink, through
// EarlyFiles) once the chunks are large enough for the sharded form, instead of keeping every chunk until
// finish(): the files handed out plus those finish() lists are exactly the index a builder that keeps them makes,
// and a small index (single-file form, no packs) hands out nothing.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { EarlyFiles } from '../../../src/render/search-index';
import { pageChunk } from '../../../src/search/chunks';
import { pageRecords } from '../../../src/search/records';
import { CHUNKS_PER_PACK } from '../../../src/search/packs';
import { SHARD_MIN_CHARS, ShardBuilder, type IndexFile } from '../../../src/search/sharded-index';

const ZH = [
  '演唱会现场的气氛非常热烈，凤凰传奇一开口，全场几万人一起跟着合唱。',
  '新买的机械键盘用的是线性轴，手感顺滑。',
  '集群升级的过程中遇到了一些兼容性问题，最后通过回滚配置解决。',
  '夜里在郊外拍到了彗星的尾巴。',
];
const EN = [
  'The build finished in a few seconds once the cache was warm.',
  'Kubernetes upgrades broke the ingress twice.',
];

function chunks(count: number): { chunk: ReturnType<typeof pageChunk>; content: string }[] {
  const memo = new Map<string, string[]>();
  return Array.from({ length: count }, (_, i) => {
    const body = Array.from(
      { length: 12 },
      (_, k) =>
        `<h2 id="h${k}">小节 ${k}</h2><p>${ZH[(i + k) % 4]}${ZH[(i * 3 + k) % 4]} ${EN[(i + k) % 2]} 第${i}篇</p>`,
    ).join('');
    const chunk = pageChunk(
      pageRecords({ url: `/blog/p${i}`, tag: 'default', lvl0: '博客', title: `记一次（${i}）`, html: body }),
      memo,
    );
    return { chunk, content: JSON.stringify(chunk) };
  });
}

function build(list: ReturnType<typeof chunks>, handOff?: (f: IndexFile) => void, afterEach?: (i: number) => void) {
  const builder = new ShardBuilder('zh-CN', 32, handOff);
  list.forEach((c, i) => {
    builder.add(c.chunk, c.content);
    afterEach?.(i);
  });
  return builder.finish();
}

describe('chunk files handed off as they come', () => {
  it('gives the same files, manifest and state as keeping them, and starts only at SHARD_MIN_CHARS', () => {
    const list = chunks(810); // 25 full packs and a last one of 10 chunks
    const total = list.reduce((n, c) => n + c.content.length, 0);
    assert.ok(total > 2 * SHARD_MIN_CHARS, `corpus too small: ${total}`);
    const kept = build(list);
    const handed: IndexFile[] = [];
    let chars = 0;
    const handedAt: number[] = [];
    const streamed = build(
      list,
      (f) => handed.push(f),
      (i) => {
        chars += list[i].content.length;
        handedAt.push(handed.length);
        // Nothing goes out below the threshold (the index could still become a single file); all of it once there.
        assert.equal(
          handed.length,
          chars >= SHARD_MIN_CHARS ? Math.floor((i + 1) / CHUNKS_PER_PACK) : 0,
          `after chunk ${i}`,
        );
      },
    );
    assert.ok(handedAt[handedAt.length - 1] === Math.floor(list.length / CHUNKS_PER_PACK) && handedAt[0] === 0);
    assert.deepEqual(streamed.index.manifest, kept.index.manifest);
    assert.deepEqual(streamed.state, kept.state);
    const chunkNames = new Set(handed.map((f) => f.name));
    assert.equal(chunkNames.size, 25);
    assert.ok(
      streamed.index.files.every((f) => !chunkNames.has(f.name) && f.content.length > 0),
      'finish() lists only the files not handed off',
    );
    assert.ok(
      streamed.index.files.some((f) => f.name === 'k25.bin'),
      'the last pack (not full) is listed by finish()',
    );
    const all = new Map([...handed, ...streamed.index.files].map((f) => [f.name, f.content]));
    assert.deepEqual(all, new Map(kept.index.files.map((f) => [f.name, f.content])));
  });

  it('hands nothing out for an index under SHARD_MIN_CHARS', () => {
    const list = chunks(20);
    const handed: string[] = [];
    const out = build(list, (f) => handed.push(f.name));
    assert.equal(handed.length, 0);
    assert.deepEqual(out.index.files, build(list).index.files);
  });

  it('EarlyFiles holds files until a sink attaches, then passes them straight on', () => {
    const early = new EarlyFiles();
    const got: string[] = [];
    early.add({ path: 'a', content: '1' });
    early.add({ path: 'b', content: '2' });
    assert.equal(got.length, 0);
    early.attach((f) => got.push(`${f.path}=${f.content}`));
    assert.deepEqual(got, ['a=1', 'b=2']);
    early.add({ path: 'c', content: '3' });
    assert.deepEqual(got, ['a=1', 'b=2', 'c=3']);
  });
});
