// Intrinsic size of an image from its first bytes (PNG, GIF, JPEG, WebP, SVG), read at build time so
// Markdown images get width/height attributes (no layout shift), as Docusaurus 3 does for local images.
// Unknown or unreadable formats give undefined: the image is still shown, just without a size.

export interface ImageSize {
  width: number;
  height: number;
}

export function imageSize(bytes: Uint8Array): ImageSize | undefined {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ok = (s: ImageSize | undefined) =>
    s && s.width > 0 && s.height > 0 && Number.isFinite(s.width) && Number.isFinite(s.height) ? s : undefined;
  if (b.length >= 24 && b.readUInt32BE(0) === 0x89504e47 && b.toString('latin1', 12, 16) === 'IHDR')
    return ok({ width: b.readUInt32BE(16), height: b.readUInt32BE(20) });
  if (b.length >= 10 && (b.toString('latin1', 0, 6) === 'GIF87a' || b.toString('latin1', 0, 6) === 'GIF89a'))
    return ok({ width: b.readUInt16LE(6), height: b.readUInt16LE(8) });
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) return ok(jpeg(b));
  if (b.length >= 30 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP')
    return ok(webp(b));
  const head = b.toString('utf8', 0, Math.min(b.length, 4096));
  if (/<svg[\s>]/i.test(head)) return ok(svg(head));
  return undefined;
}

function jpeg(b: Buffer): ImageSize | undefined {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i++;
      continue;
    }
    const len = b.readUInt16BE(i + 2);
    // SOF0-SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    i += 2 + len;
  }
  return undefined;
}

function webp(b: Buffer): ImageSize | undefined {
  const chunk = b.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
  if (chunk === 'VP8 ') return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  return undefined;
}

/** width/height attributes in px (or unitless), else the viewBox's size. */
function svg(text: string): ImageSize | undefined {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!tag) return undefined;
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']\\s*([0-9.]+)\\s*(px)?\\s*["']`, 'i').exec(tag);
  const w = attr('width');
  const h = attr('height');
  if (w && h) return { width: Math.round(Number(w[1])), height: Math.round(Number(h[1])) };
  const vb = /\sviewBox\s*=\s*["']\s*[-0-9.]+[\s,]+[-0-9.]+[\s,]+([0-9.]+)[\s,]+([0-9.]+)\s*["']/i.exec(tag);
  if (!vb) return undefined;
  const vw = Number(vb[1]);
  const vh = Number(vb[2]);
  // One given dimension scales the other by the viewBox's ratio.
  if (w) return { width: Math.round(Number(w[1])), height: Math.round((Number(w[1]) * vh) / vw) };
  if (h) return { width: Math.round((Number(h[1]) * vw) / vh), height: Math.round(Number(h[1])) };
  return { width: Math.round(vw), height: Math.round(vh) };
}
