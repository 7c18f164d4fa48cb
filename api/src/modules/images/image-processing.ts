// Image decoding and re-encoding with sharp (prebuilt binaries ship inside the npm package).
// Every stored image is re-encoded to PNG, so whatever else the upload carried (metadata,
// trailing bytes, polyglot payloads) is dropped.
import sharp from 'sharp';
import { HttpError } from '../../lib/http-error';

export type SourceFormat = 'png' | 'jpeg' | 'gif' | 'webp';

/** Decodes a data URL or bare base64 string. */
export function decodeBase64Image(input: string): Buffer {
  const match = /^data:([a-z/+.-]+);base64,(.*)$/is.exec(input.trim());
  const b64 = (match ? match[2] : input).replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(b64)) return Buffer.alloc(0);
  return Buffer.from(b64, 'base64');
}

/** The real format by magic bytes, never by the declared type. */
export function sniffFormat(buf: Buffer): SourceFormat | null {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 6 && (buf.subarray(0, 6).toString('latin1') === 'GIF87a' || buf.subarray(0, 6).toString('latin1') === 'GIF89a')) return 'gif';
  if (buf.length >= 12 && buf.subarray(0, 4).toString('latin1') === 'RIFF' && buf.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

/** Square PNG of `size` px (cover crop), from any decodable image. Throws 400 when it doesn't decode. */
export async function squarePng(buf: Buffer, size: number, invalidMessage: string): Promise<Buffer> {
  try {
    return await sharp(buf, { limitInputPixels: 40_000_000 }).rotate().resize(size, size, { fit: 'cover' }).png().toBuffer();
  } catch {
    throw new HttpError(400, invalidMessage);
  }
}

/** PNG no wider than maxWidth (aspect kept). Throws 400 when it doesn't decode. */
export async function boundedPng(buf: Buffer, maxWidth: number, invalidMessage: string): Promise<Buffer> {
  try {
    return await sharp(buf, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: maxWidth, withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw new HttpError(400, invalidMessage);
  }
}

export const pngDataUrl = (png: Buffer | string): string =>
  `data:image/png;base64,${typeof png === 'string' ? png : png.toString('base64')}`;
