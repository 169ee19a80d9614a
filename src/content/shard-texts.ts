// Long texts of a Markdown cache shard that most builds never read (the key locations and each kind's front
// matter warnings as JSON, the headings as JSON) kept as UTF-8 bytes in one buffer per shard instead of as
// strings. Deserializing a shard then makes one buffer, outside V8's heap, instead of ~10 strings per entry
// that each later young-generation collection copied again: at 10,000 posts they were 20-30 MB of the 35 MB
// the shards held. A stored text is either the string itself (short ones) or a number that packs its byte
// offset and length in the shard's buffer.
import { Buffer } from 'node:buffer';

/** A text as a shard stores it: the string, or a reference into the shard's buffer (see TextPacker). */
export type StoredText = string | number;

/** Texts shorter than this stay strings: a reference would cost more than it saves. */
const INLINE_BELOW = 64;
/** A reference is `offset * LENGTHS + length`; both stay below 2^53 (a longer text or later offset stays a string). */
const LENGTHS = 2 ** 24;
const MAX_OFFSET = 2 ** 28;

/** The text `t` stands for; `texts`: the buffer of the shard it was read from. */
export function textOf(t: StoredText, texts: Buffer | undefined): string {
  if (typeof t === 'string') return t;
  if (!texts)
    throw new Error('blogctl: a Markdown cache entry lost its shard texts; delete .blogctl/cache and build again');
  const offset = Math.floor(t / LENGTHS);
  return texts.toString('utf8', offset, offset + (t % LENGTHS));
}

/** Whether `t` is a stored text that `texts` (a shard's buffer, or none) can answer. */
export function isStoredText(t: unknown, texts: Buffer | undefined): t is StoredText {
  if (typeof t === 'string') return true;
  if (typeof t !== 'number' || !texts || !Number.isSafeInteger(t) || t < 0) return false;
  return Math.floor(t / LENGTHS) + (t % LENGTHS) <= texts.length;
}

/** Builds one shard's buffer as its texts are stored. */
export class TextPacker {
  private readonly parts: Buffer[] = [];
  private offset = 0;

  /** `t` as the new shard stores it; `from`: the buffer `t` refers to when it is a reference (its bytes are
   *  copied, not decoded and encoded again). */
  pack(t: StoredText, from: Buffer | undefined): StoredText {
    if (typeof t === 'string' && t.length < INLINE_BELOW) return t;
    let bytes: Buffer;
    if (typeof t === 'string') bytes = Buffer.from(t, 'utf8');
    else {
      const start = Math.floor(t / LENGTHS);
      bytes = from!.subarray(start, start + (t % LENGTHS));
    }
    if (bytes.length >= LENGTHS || this.offset >= MAX_OFFSET) return textOf(t, from);
    this.parts.push(bytes);
    const ref = this.offset * LENGTHS + bytes.length;
    this.offset += bytes.length;
    return ref;
  }

  /** The shard's buffer. */
  finish(): Buffer {
    return Buffer.concat(this.parts, this.offset);
  }
}
