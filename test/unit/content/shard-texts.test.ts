// A Markdown cache shard's long texts (content/shard-texts.ts): short ones stay strings, long ones become
// references into the shard's buffer that read back the same text, and a reference packed again copies its bytes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isStoredText, TextPacker, textOf } from '../../../src/content/shard-texts';

const long = (tag: string) => `${tag}：${'标题与锚点 headings '.repeat(8)}`;

describe('shard texts', () => {
  it('keeps a short text as itself and reads a long one back from the buffer', () => {
    const packer = new TextPacker();
    assert.equal(packer.pack('[]', undefined), '[]');
    const a = packer.pack(long('a'), undefined);
    const b = packer.pack(long('b'), undefined);
    assert.equal(typeof a, 'number');
    const buf = packer.finish();
    assert.equal(textOf(a, buf), long('a'));
    assert.equal(textOf(b, buf), long('b'));
    assert.ok(isStoredText(b, buf));
    assert.ok(!isStoredText(b, buf.subarray(0, 10)), 'a reference past the buffer');
    assert.ok(!isStoredText(b, undefined) && !isStoredText(-1, buf) && !isStoredText({}, buf));
  });

  it('packs a reference into a new buffer as its bytes, in any order', () => {
    const first = new TextPacker();
    const refs = ['x', 'y', 'z'].map((t) => first.pack(long(t), undefined));
    const old = first.finish();
    const second = new TextPacker();
    const moved = [refs[2], refs[0]].map((r) => second.pack(r, old));
    const buf = second.finish();
    assert.deepEqual(
      moved.map((r) => textOf(r, buf)),
      [long('z'), long('x')],
    );
  });

  it('a reference without its buffer is a clear error', () => {
    const packer = new TextPacker();
    const ref = packer.pack(long('q'), undefined);
    assert.throws(() => textOf(ref, undefined), /delete \.blogctl\/cache/);
  });
});
