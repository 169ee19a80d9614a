// The incremental sharded index (shard-update.ts): after editing pages, updating the previous build's files
// gives every file byte-identical to a cold build of the new pages, reads and rewrites only a few files, and
// gives up (undefined) rather than guess when a previous file was altered.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pageChunk } from '../../../src/search/chunks';
import { pageRecords, type RecordPage } from '../../../src/search/records';
import { updateShards } from '../../../src/search/shard-update';
import { buildShards } from '../../../src/search/sharded-index';
import { shardFileNames } from '../../../src/shared/search/shards';

let state = 11;
const rand = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 4294967296;
const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)];
const ZH = [
  '演唱会现场的气氛非常热烈，全场几万人一起跟着合唱。',
  '新买的机械键盘用的是线性轴，手感顺滑。',
  '集群升级的过程中遇到了一些兼容性问题。',
  '夜里在郊外拍到了彗星的尾巴。',
  '容器化之后部署变得简单多了。',
];
const EN = [
  'The build finished in a few seconds.',
  'Docker images are now half their size.',
  'Kubernetes upgrades broke the ingress twice.',
];
const site = (): RecordPage[] =>
  Array.from({ length: 150 }, (_, i) => ({
    url: `/blog/p${i}`,
    tag: 'default',
    lvl0: i % 7 === 0 ? '文档' : '博客',
    title: `${pick(['聊聊', '记一次', '关于'])}${pick(['机械键盘', '彗星', '集群'])}（${i}）`,
    html: Array.from(
      { length: 2 + (i % 3) },
      (_, k) => `<h2 id="h${k}">${pick(['背景', '总结', 'Docker 部署'])}</h2><p>${pick(ZH)}${pick(ZH)} ${pick(EN)}</p>`,
    ).join(''),
  }));

const chunkOf = (p: RecordPage, memo = new Map<string, string[]>()) => {
  const chunk = pageChunk(pageRecords(p), memo);
  return { chunk, content: JSON.stringify(chunk) };
};
const cold = (pages: RecordPage[]) =>
  buildShards(
    'zh-CN',
    pages.map((p) => chunkOf(p)),
    4,
  );
type Content = string | Uint8Array;
const fileMap = (b: ReturnType<typeof cold>) =>
  new Map([
    ['index.json', JSON.stringify(b.index.manifest)],
    ...b.index.files.map((f) => [f.name, f.content] as [string, Content]),
  ]);
const same = (a: Content | undefined, b: Content) =>
  typeof b === 'string' ? a === b : a instanceof Uint8Array && Buffer.compare(a, b) === 0;

function warm(before: RecordPage[], after: RecordPage[]) {
  const prev = cold(before);
  const files = fileMap(prev);
  const reads: string[] = [];
  const changed = new Map(after.flatMap((p, i) => (p === before[i] ? [] : [[i, chunkOf(p)] as const])));
  const up = updateShards(prev.state, (name) => (reads.push(name), files.get(name)), changed);
  return { up, reads, files, prev };
}

function assertSameAsCold(
  after: RecordPage[],
  up: NonNullable<ReturnType<typeof updateShards>>,
  files: Map<string, Content>,
) {
  const want = cold(after);
  assert.deepEqual(up.manifest, want.index.manifest);
  const got = new Map(files);
  for (const [name, content] of up.changed) got.set(name, content);
  for (const f of want.index.files) assert.ok(same(got.get(f.name), f.content), `${f.name} differs from a cold build`);
  assert.deepEqual(
    shardFileNames(up.manifest),
    want.index.files.map((f) => f.name),
  );
  assert.deepEqual(up.state, want.state);
}

describe('incremental sharded index', () => {
  const before = site();
  it('an appended paragraph: byte-identical to cold, only a few files read and rewritten', () => {
    const after = [...before];
    after[70] = {
      ...before[70],
      html: before[70].html + '<h2 id="extra">补记</h2><p>萤火虫在河边飞了一整晚 fireflyzone。</p>',
    };
    const { up, reads, files } = warm(before, after);
    assert.ok(up, 'updated incrementally');
    assertSameAsCold(after, up, files);
    // Page 70's chunk is in the third pack of 32: that pack alone is rewritten.
    assert.deepEqual(
      [...up.changed.keys()].filter((n) => n.endsWith('.bin')),
      ['k2.bin'],
    );
    assert.deepEqual(
      reads.filter((n) => n.endsWith('.bin')),
      ['k2.bin'],
      "the edited page's pack alone is read",
    );
    assert.ok(
      [...up.changed.keys()].every((n) => reads.includes(n)),
      'only files read are rewritten',
    );
  });

  it('a changed title and removed words, on two pages at once', () => {
    const after = [...before];
    after[3] = { ...before[3], title: '全新的标题 Zeppelin' };
    after[120] = { ...before[120], html: '<p>只剩一句。</p>' };
    const { up, files } = warm(before, after);
    assert.ok(up, 'updated incrementally');
    assertSameAsCold(after, up, files);
  });

  it('gives up when a file it needs was altered in the output', () => {
    const after = [...before];
    after[10] = { ...before[10], html: before[10].html + '<p>多一句。</p>' };
    const prev = cold(before);
    const files = fileMap(prev);
    const pack = Uint8Array.from(files.get('k0.bin') as Uint8Array);
    pack[pack.length - 9] ^= 1; // a byte of the last member's CRC
    files.set('k0.bin', pack);
    assert.equal(
      updateShards(prev.state, (name) => files.get(name), new Map([[10, chunkOf(after[10])]])),
      undefined,
    );
  });
});
