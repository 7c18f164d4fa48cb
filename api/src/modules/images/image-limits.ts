// What each kind of image may be, checked from the bytes and the header BEFORE anything decodes
// pixels: a 69-byte PNG can declare 10000 × 10000 pixels (400 MB once decoded), and pdf-lib (pure
// JS) or libvips would allocate all of it. sharp's metadata() parses only the header (0.5 ms for a
// 3000 × 3000 PNG against 140 ms to decode it; see docs/security.md).
import { loadSharp } from './lazy-sharp';
import { AVATAR_INVALID_MESSAGE, AVATAR_MAX_BYTES, IMAGE_INVALID_MESSAGE } from '@portal/shared/contracts';
import { PICTURE_MAX_BYTES, PICTURE_MESSAGE } from '@portal/shared/validators';
import { HttpError } from '../../lib/http-error';
import { sniffFormat, type SourceFormat } from './image-format';

export interface ImageLimits {
  /** Largest accepted file, bytes. */
  maxBytes: number;
  /** Largest accepted width and height, pixels. */
  maxSide: number;
  /** Largest accepted width × height: what decoding costs (4 bytes a pixel). */
  maxPixels: number;
  formats: readonly SourceFormat[];
  /** 400 message for a file that is not such an image (or larger than maxBytes). */
  invalidMessage: string;
}

export interface ImageHeader {
  format: SourceFormat;
  width: number;
  height: number;
}

export const imageTooLargeMessage = (limits: Pick<ImageLimits, 'maxSide' | 'maxPixels'>): string =>
  `The image is too large: at most ${limits.maxSide} pixels wide and high, and ${Math.round(limits.maxPixels / 1e6)} megapixels.`;

/** The image's format and size from its header, or 400 with the limits' message. Decodes nothing. */
export async function inspectImage(buf: Buffer, limits: ImageLimits): Promise<ImageHeader> {
  if (buf.length === 0 || buf.length > limits.maxBytes) throw new HttpError(400, limits.invalidMessage);
  const format = sniffFormat(buf);
  if (!format || !limits.formats.includes(format)) throw new HttpError(400, limits.invalidMessage);
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await (await loadSharp())(buf).metadata());
  } catch {
    throw new HttpError(400, limits.invalidMessage);
  }
  if (!width || !height) throw new HttpError(400, limits.invalidMessage);
  if (width > limits.maxSide || height > limits.maxSide || width * height > limits.maxPixels) {
    throw new HttpError(400, imageTooLargeMessage(limits));
  }
  return { format, width, height };
}

/** Also a signature's 400 when it is not a readable PNG: what a text "signature" gets. */
export const SIGNATURE_INVALID_MESSAGE = 'The signature could not be read. Please sign again.';

/** Profile photos: a 12-megapixel phone photo passes; decoding costs at most 100 MB. */
export const AVATAR_LIMITS: ImageLimits = {
  maxBytes: AVATAR_MAX_BYTES,
  maxSide: 6000,
  maxPixels: 25_000_000,
  formats: ['png', 'jpeg'],
  invalidMessage: AVATAR_INVALID_MESSAGE,
};

/** Rich-text editor images (multipart upload, 5 MB). */
export const UPLOAD_LIMITS: ImageLimits = {
  maxBytes: 5 * 1024 * 1024,
  maxSide: 6000,
  maxPixels: 25_000_000,
  formats: ['png', 'jpeg', 'gif', 'webp'],
  invalidMessage: IMAGE_INVALID_MESSAGE,
};

/** Signature pads send a PNG of their canvas (350 × 250 CSS pixels, times the screen's density). */
export const SIGNATURE_LIMITS: ImageLimits = {
  maxBytes: 1024 * 1024,
  maxSide: 4000,
  maxPixels: 4_000_000,
  formats: ['png'],
  invalidMessage: SIGNATURE_INVALID_MESSAGE,
};

/** Pictures of what a club sells (membership types, products), uploaded in the club console. */
export const CATALOGUE_PICTURE_LIMITS: ImageLimits = {
  maxBytes: PICTURE_MAX_BYTES,
  maxSide: 6000,
  maxPixels: 25_000_000,
  formats: ['png', 'jpeg', 'webp'],
  invalidMessage: PICTURE_MESSAGE,
};

/** The club logo: shown in every page's header at up to 200 × 160, on every visitor's browser. */
export const LOGO_NOT_PNG_MESSAGE = 'The logo must be a PNG image.';
export const LOGO_LIMITS: ImageLimits = {
  maxBytes: 512 * 1024,
  maxSide: 4000,
  maxPixels: 4_000_000,
  formats: ['png'],
  invalidMessage: LOGO_NOT_PNG_MESSAGE,
};
/** Wide enough for the header at three times the screen's density. */
export const LOGO_MAX_WIDTH = 800;
