import { IMAGE_LIMITS, type ImageType } from '@freight/contracts';

/**
 * An uploaded image checked by its content, never by its declared type or name (docs/modules/settings.md, "Files"):
 * the magic bytes say PNG, JPEG or WebP, the header gives the dimensions. Anything else (a script, SVG, HTML, a
 * GIF, a PNG header cut short) is refused, so what the API serves back is always one of the three image types.
 */
interface CheckedImage {
  contentType: ImageType;
  width: number;
  height: number;
}

/** Why an image is refused: the key of its text (settings/texts.ts), answered by the upload route. */
export type ImageRefusal = 'imageTooLarge' | 'imageDimensions' | 'imageType';

export type ImageCheck = { ok: true; image: CheckedImage } | { ok: false; refusal: ImageRefusal };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngSize(bytes: Buffer): { width: number; height: number } | null {
  // Signature, then the first chunk must be IHDR (length 13): width and height, big-endian.
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Start-of-frame markers that carry the dimensions (baseline, progressive, lossless, ...; not DHT/JPG/DAC). */
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return null;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    let marker = bytes[offset + 1]!;
    // Fill bytes (0xFF repeated) before a marker.
    while (marker === 0xff && offset + 2 < bytes.length) {
      offset += 1;
      marker = bytes[offset + 1]!;
    }
    offset += 2;
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame header
    if (offset + 2 > bytes.length) return null;
    const length = bytes.readUInt16BE(offset);
    if (length < 2) return null;
    if (SOF_MARKERS.has(marker)) {
      if (offset + 7 > bytes.length) return null;
      return { height: bytes.readUInt16BE(offset + 3), width: bytes.readUInt16BE(offset + 5) };
    }
    offset += length;
  }
  return null;
}

function webpSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 30 || bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') return null;
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') {
    // Lossy: a key frame's start code 9D 01 2A, then 14-bit width and height (little-endian).
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    // Lossless: signature 0x2F, then width-1 and height-1 on 14 bits each.
    if (bytes[20] !== 0x2f) return null;
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    // Extended: canvas width-1 and height-1 on 24 bits each.
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  return null;
}

/** Checks bytes as an uploaded image: type by content, size, dimensions (IMAGE_LIMITS). */
export function checkImage(bytes: Buffer): ImageCheck {
  if (bytes.length > IMAGE_LIMITS.maxBytes) return { ok: false, refusal: 'imageTooLarge' };
  const readers: Array<[ImageType, (bytes: Buffer) => { width: number; height: number } | null]> = [
    ['image/png', pngSize],
    ['image/jpeg', jpegSize],
    ['image/webp', webpSize],
  ];
  for (const [contentType, read] of readers) {
    const size = read(bytes);
    if (!size) continue;
    const { width, height } = size;
    const fits = (side: number) => side >= IMAGE_LIMITS.minSide && side <= IMAGE_LIMITS.maxSide;
    if (!fits(width) || !fits(height)) return { ok: false, refusal: 'imageDimensions' };
    return { ok: true, image: { contentType, width, height } };
  }
  return { ok: false, refusal: 'imageType' };
}

const DATA_URL = /^data:[^,;]{0,100}(;[^,;]{1,100})*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The bytes of an upload's `data`: plain base64 or a base64 data URL (whose declared type is ignored); null when it
 * is neither. Whitespace (line breaks of wrapped base64) is allowed.
 */
export function decodeBase64Upload(data: string): Buffer | null {
  const body = data.replace(DATA_URL, '').replace(/\s+/g, '');
  if (body.length === 0 || body.length % 4 === 1 || !BASE64.test(body)) return null;
  return Buffer.from(body, 'base64');
}
