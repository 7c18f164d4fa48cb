// Image decoding and re-encoding with sharp (prebuilt binaries ship inside the npm package).
// Every stored image is re-encoded to PNG, so whatever else the upload carried (metadata,
// trailing bytes, polyglot payloads) is dropped.
import { loadSharp } from './lazy-sharp';
import { HttpError } from '../../lib/http-error';
import { inspectImage, type ImageLimits } from './image-limits';

export { sniffFormat, type SourceFormat } from './image-format';

/** Decodes a data URL or bare base64 string. */
export function decodeBase64Image(input: string): Buffer {
  const match = /^data:([a-z/+.-]+);base64,(.*)$/is.exec(input.trim());
  const b64 = (match?.[2] ?? input).replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(b64)) return Buffer.alloc(0);
  return Buffer.from(b64, 'base64');
}

/**
 * Square PNG of `size` px (cover crop). The header is checked against `limits` first; 400 when it
 * is out of bounds or the image doesn't decode.
 */
export async function squarePng(buf: Buffer, size: number, limits: ImageLimits): Promise<Buffer> {
  await inspectImage(buf, limits);
  try {
    return await (await loadSharp())(buf, { limitInputPixels: limits.maxPixels }).rotate().resize(size, size, { fit: 'cover' }).png().toBuffer();
  } catch {
    throw new HttpError(400, limits.invalidMessage);
  }
}

/** PNG no wider than maxWidth (aspect kept), checked like squarePng. */
export async function boundedPng(buf: Buffer, maxWidth: number, limits: ImageLimits): Promise<Buffer> {
  await inspectImage(buf, limits);
  try {
    return await (await loadSharp())(buf, { limitInputPixels: limits.maxPixels })
      .rotate()
      .resize({ width: maxWidth, withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw new HttpError(400, limits.invalidMessage);
  }
}

export const pngDataUrl = (png: Buffer | string): string =>
  `data:image/png;base64,${typeof png === 'string' ? png : png.toString('base64')}`;
