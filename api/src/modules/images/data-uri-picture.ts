// A picture sent inside a console form as a data URI (a class's, a trainer's): PNG or JPEG only,
// its bytes and header checked by the image limits before anything decodes it; a refusal names
// the form field.
import { FieldError, HttpError } from '../../lib/http-error';
import { inspectImage, type ImageLimits } from './image-limits';

// The header alone goes through a pattern; the body is checked by length and by a search for one
// bad character. A pattern over the whole body backtracks once per character and, on a photo of
// megabytes, can overflow the regexp stack (a 500 instead of the field's message).
const DATA_URI_HEADER = /^data:image\/(png|jpeg);base64$/;
const NOT_BASE64 = /[^A-Za-z0-9+/=]/;

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
  const comma = value.indexOf(',');
  const body = comma < 0 ? '' : value.slice(comma + 1);
  if (comma < 0 || !DATA_URI_HEADER.test(value.slice(0, comma)) || body === '' || NOT_BASE64.test(body)) {
    throw new FieldError(field, limits.invalidMessage);
  }
  // Refused by its size before anything is decoded.
  if (Math.floor((body.length * 3) / 4) - (body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0) > limits.maxBytes) {
    throw new FieldError(field, limits.invalidMessage);
  }
  try {
    await inspectImage(Buffer.from(body, 'base64'), limits);
  } catch (err) {
    throw new FieldError(field, err instanceof HttpError ? err.message : limits.invalidMessage);
  }
  return value;
}
