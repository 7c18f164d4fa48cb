// A picture sent inside a console form as a data URI (a class's, a trainer's): PNG or JPEG only,
// its bytes and header checked by the image limits before anything decodes it; a refusal names
// the form field.
import { FieldError, HttpError } from '../../lib/http-error';
import { inspectImage, type ImageLimits } from './image-limits';

const DATA_URI = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/=]+)$/;

/** Form pictures: a phone photo fits; at most `maxBytes`. */
export function formPictureLimits(maxBytes: number, invalidMessage: string): ImageLimits {
  return { maxBytes, maxSide: 4000, maxPixels: 16_000_000, formats: ['png', 'jpeg'], invalidMessage };
}

/** The value to store: undefined keeps the current picture, null (or '') removes it, a data URI is checked. */
export async function checkedPicture(
  value: string | null | undefined,
  limits: ImageLimits,
  field: string,
): Promise<string | null | undefined> {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  const match = DATA_URI.exec(value);
  if (!match) throw new FieldError(field, limits.invalidMessage);
  try {
    await inspectImage(Buffer.from(match[2]!, 'base64'), limits);
  } catch (err) {
    throw new FieldError(field, err instanceof HttpError ? err.message : limits.invalidMessage);
  }
  return value;
}
