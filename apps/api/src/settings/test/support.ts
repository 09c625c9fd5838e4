import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { TestApp } from '../../../test/support/test-app';

/** Real, decodable images made in the test (no fixture files): PNG, JPEG header, WebP (VP8L). */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A width×height RGB PNG of one colour; `padding` bytes of a tEXt chunk make it as large as wanted. */
export function png(width: number, height: number, padding = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x40)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const chunks = [pngChunk('IHDR', header)];
  if (padding > 0) chunks.push(pngChunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(padding, 0x61)])));
  chunks.push(pngChunk('IDAT', zlib.deflateSync(raw)), pngChunk('IEND', Buffer.alloc(0)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ...chunks]);
}

/** A JPEG's header as a camera writes it: SOI, APP0 (JFIF), a quantisation table, SOF0 with the size, ..., EOI. */
export function jpeg(width: number, height: number): Buffer {
  const segment = (marker: number, data: Buffer) => {
    const head = Buffer.from([0xff, marker, 0, 0]);
    head.writeUInt16BE(data.length + 2, 2);
    return Buffer.concat([head, data]);
  };
  const app0 = segment(0xe0, Buffer.from([0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]));
  const dqt = segment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)]));
  const sof = Buffer.alloc(15);
  sof[0] = 8;
  sof.writeUInt16BE(height, 1);
  sof.writeUInt16BE(width, 3);
  sof[5] = 3;
  sof.set([1, 0x22, 0, 2, 0x11, 0, 3, 0x11, 0], 6);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, dqt, segment(0xc0, sof), Buffer.from([0xff, 0xd9])]);
}

/** A lossless WebP header (VP8L) of the given size. */
export function webp(width: number, height: number): Buffer {
  const vp8l = Buffer.alloc(10);
  vp8l[0] = 0x2f;
  vp8l.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), 1);
  const chunk = Buffer.concat([Buffer.from('VP8L', 'latin1'), Buffer.from([vp8l.length, 0, 0, 0]), vp8l]);
  const riff = Buffer.alloc(4);
  riff.writeUInt32LE(4 + chunk.length);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), riff, Buffer.from('WEBP', 'latin1'), chunk]);
}

/** A company member of `like`'s company with its own login (the demo password), so shared accounts stay untouched. */
export async function memberOf(t: TestApp, like: string, email: string, options: { portal?: boolean } = {}) {
  const [model] = await t.app.db.select().from(users).where(eq(users.email, like));
  const [row] = await t.app.db
    .insert(users)
    .values({
      companyId: model!.companyId,
      firstname: 'Set',
      lastname: 'Tings',
      email,
      passwordHash: model!.passwordHash,
      canAccessPortal: options.portal ?? true,
      emailVerifiedAt: new Date(),
    })
    .returning();
  return row!;
}
