// gzip (RFC 1952) of one DEFLATE stream (RFC 1951) → its bytes: the search chunks' inflater for browsers without
// DecompressionStream (Firefox before 113, Safari before 16.4; the client targets firefox100 and safari15).
// pack-reader.ts loads it (a chunk of its own) only there. Canonical Huffman codes decoded a bit at a time:
// a chunk is a few KB, so simplicity wins over table speed. Every read is bounds-checked and the result is
// checked against the member's length and CRC-32, so damaged bytes throw instead of giving wrong text.

const LBASE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258];
const LEXT = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DBASE = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577];
const DEXT = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];
/** The order in which a dynamic block lists its code-length code's lengths. */
const CL_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

/** A canonical Huffman code: codes per length, and the symbols in code order. */
interface Huffman {
  count: Uint16Array;
  symbol: Uint16Array;
}

function huffman(lengths: ArrayLike<number>): Huffman {
  const count = new Uint16Array(16);
  for (let i = 0; i < lengths.length; i++) count[lengths[i]]++;
  const offs = new Uint16Array(16);
  for (let len = 1; len < 15; len++) offs[len + 1] = offs[len] + count[len];
  const symbol = new Uint16Array(lengths.length);
  for (let i = 0; i < lengths.length; i++) if (lengths[i]) symbol[offs[lengths[i]]++] = i;
  count[0] = 0;
  return { count, symbol };
}

class Input {
  private buf = 0;
  private cnt = 0;
  constructor(private readonly data: Uint8Array, public pos: number, readonly end: number) {}

  bits(n: number): number {
    while (this.cnt < n) {
      if (this.pos >= this.end) throw new Error('gzip: truncated');
      this.buf |= this.data[this.pos++] << this.cnt;
      this.cnt += 8;
    }
    const v = this.buf & ((1 << n) - 1);
    this.buf >>>= n;
    this.cnt -= n;
    return v;
  }

  /** To the next byte boundary (a stored block). */
  align(): void {
    this.buf = 0;
    this.cnt = 0;
  }

  decode(h: Huffman): number {
    let code = 0;
    let first = 0;
    let index = 0;
    for (let len = 1; len < 16; len++) {
      code |= this.bits(1);
      const count = h.count[len];
      if (code - first < count) return h.symbol[index + code - first];
      index += count;
      first = (first + count) << 1;
      code <<= 1;
    }
    throw new Error('gzip: bad Huffman code');
  }
}

let fixed: [Huffman, Huffman] | undefined;
function fixedCodes(): [Huffman, Huffman] {
  const lengths = new Uint8Array(288);
  lengths.fill(8, 0, 144).fill(9, 144, 256).fill(7, 256, 280).fill(8, 280, 288);
  return (fixed ??= [huffman(lengths), huffman(new Uint8Array(30).fill(5))]);
}

function dynamicCodes(input: Input): [Huffman, Huffman] {
  const nlen = input.bits(5) + 257;
  const ndist = input.bits(5) + 1;
  const ncode = input.bits(4) + 4;
  const cl = new Uint8Array(19);
  for (let i = 0; i < ncode; i++) cl[CL_ORDER[i]] = input.bits(3);
  const clCode = huffman(cl);
  const lengths = new Uint8Array(nlen + ndist);
  for (let i = 0; i < nlen + ndist; ) {
    const sym = input.decode(clCode);
    if (sym < 16) {
      lengths[i++] = sym;
      continue;
    }
    if (sym === 16 && i === 0) throw new Error('gzip: repeat with no length');
    const [value, n] = sym === 16 ? [lengths[i - 1], 3 + input.bits(2)] : sym === 17 ? [0, 3 + input.bits(3)] : [0, 11 + input.bits(7)];
    if (i + n > nlen + ndist) throw new Error('gzip: too many lengths');
    lengths.fill(value, i, i + n);
    i += n;
  }
  return [huffman(lengths.subarray(0, nlen)), huffman(lengths.subarray(nlen))];
}

/** A raw DEFLATE stream from `input` into `out` (exactly its length); the end of the stream in the data. */
function inflateRaw(input: Input, data: Uint8Array, out: Uint8Array): number {
  let o = 0;
  let last = 0;
  do {
    last = input.bits(1);
    const type = input.bits(2);
    if (type === 0) {
      input.align();
      const p = input.pos;
      if (p + 4 > input.end) throw new Error('gzip: truncated');
      const len = data[p] | (data[p + 1] << 8);
      if ((len ^ 0xffff) !== (data[p + 2] | (data[p + 3] << 8))) throw new Error('gzip: bad stored block');
      if (p + 4 + len > input.end || o + len > out.length) throw new Error('gzip: truncated');
      out.set(data.subarray(p + 4, p + 4 + len), o);
      o += len;
      input.pos = p + 4 + len;
      continue;
    }
    if (type === 3) throw new Error('gzip: bad block type');
    const [lencode, distcode] = type === 1 ? fixedCodes() : dynamicCodes(input);
    for (;;) {
      const sym = input.decode(lencode);
      if (sym < 256) {
        if (o >= out.length) throw new Error('gzip: longer than its length');
        out[o++] = sym;
        continue;
      }
      if (sym === 256) break;
      if (sym > 285) throw new Error('gzip: bad length code');
      const len = LBASE[sym - 257] + input.bits(LEXT[sym - 257]);
      const dsym = input.decode(distcode);
      if (dsym > 29) throw new Error('gzip: bad distance code');
      const dist = DBASE[dsym] + input.bits(DEXT[dsym]);
      if (dist > o || o + len > out.length) throw new Error('gzip: bad distance or length');
      for (let k = 0; k < len; k++, o++) out[o] = out[o - dist];
    }
  } while (!last);
  if (o !== out.length) throw new Error('gzip: shorter than its length');
  return input.pos;
}

let crcTable: Int32Array | undefined;
function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Int32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c;
    }
  }
  let crc = -1;
  for (let i = 0; i < bytes.length; i++) crc = crcTable[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ -1) >>> 0;
}

const u32 = (d: Uint8Array, p: number) => (d[p] | (d[p + 1] << 8) | (d[p + 2] << 16) | (d[p + 3] << 24)) >>> 0;

/** One gzip member → its bytes. Throws on anything but a well-formed member whose length and CRC-32 match. */
export function gunzip(data: Uint8Array): Uint8Array {
  if (data.length < 18 || data[0] !== 0x1f || data[1] !== 0x8b || data[2] !== 8) throw new Error('gzip: not a gzip member');
  const flags = data[3];
  let pos = 10;
  if (flags & 4) pos += 2 + (data[pos] | (data[pos + 1] << 8));
  for (const bit of [8, 16]) if (flags & bit) while (pos < data.length && data[pos++] !== 0);
  if (flags & 2) pos += 2;
  const size = u32(data, data.length - 4);
  if (size > 1032 * data.length) throw new Error('gzip: longer than DEFLATE can give'); // its best ratio is 1032:1
  const out = new Uint8Array(size);
  const end = inflateRaw(new Input(data, pos, data.length - 8), data, out);
  if (end !== data.length - 8) throw new Error('gzip: trailing bytes');
  if (crc32(out) !== u32(data, data.length - 8)) throw new Error('gzip: CRC mismatch');
  return out;
}
