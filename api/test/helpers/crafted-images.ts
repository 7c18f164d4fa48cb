// Hostile images for tests, built without ever allocating the pixels they claim.
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
}

/** A well-formed, 70-byte PNG whose header declares width × height RGBA pixels (a decompression bomb's header). */
export function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([PNG_MAGIC, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(64))), chunk('IEND', Buffer.alloc(0))]);
}

/** Text that starts with the PNG magic bytes: passes a "starts like a PNG" check, decodes to nothing. */
export function textWithPngMagic(text = 'I agree. Signed, not really an image at all. '.repeat(4)): Buffer {
  return Buffer.concat([PNG_MAGIC, Buffer.from(text)]);
}

/** A real PNG of the given size, like a signature pad's canvas. */
export async function realPng(width = 350, height = 250): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 20, g: 20, b: 120, alpha: 1 } } }).png().toBuffer();
}

export const dataUrl = (png: Buffer): string => `data:image/png;base64,${png.toString('base64')}`;
