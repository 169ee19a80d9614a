// gzip (RFC 1952) → its bytes: the search chunks' inflater (pack-reader.ts loads it, a chunk of its own, with
// the sharded index; faster than DecompressionStream for many small members, and there in every browser the
// client targets). The DEFLATE decoding is fflate's; the member's trailer (length and CRC-32) is checked
// here, since fflate does not verify it, so damaged bytes throw instead of giving wrong text.
import { gunzipSync } from 'fflate';

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

const u32 = (b: Uint8Array, at: number) => (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (b[at + 3] << 24)) >>> 0;

/** One gzip member → its bytes. Throws on anything but a well-formed member whose length and CRC-32 match. */
export function gunzip(data: Uint8Array): Uint8Array {
  if (data.length < 18 || data[0] !== 0x1f || data[1] !== 0x8b || data[2] !== 8)
    throw new Error('gzip: not a gzip member');
  let out: Uint8Array;
  try {
    out = gunzipSync(data);
  } catch (err) {
    throw new Error(`gzip: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (out.length !== u32(data, data.length - 4)) throw new Error('gzip: length mismatch');
  if (crc32(out) !== u32(data, data.length - 8)) throw new Error('gzip: CRC mismatch');
  return out;
}
