// A picture uploaded in the console (a membership type's photo, a product's image): its bytes are
// checked before anything decodes them (images/image-limits.ts), then it is stored re-encoded as a
// PNG at most 800 pixels wide, so nothing but pixels of a sensible size reaches members' pages.
import { boundedPng, CATALOGUE_PICTURE_LIMITS, decodeBase64Image, pngDataUrl } from '../images';

const STORED_WIDTH = 800;

/** What to store for `sent`: the current picture when unchanged, none when cleared, else the upload re-encoded. */
export async function storedPicture(sent: string, current: string | null): Promise<string | null> {
  if (!sent) return null;
  if (current && sent === current) return current;
  return pngDataUrl(await boundedPng(decodeBase64Image(sent), STORED_WIDTH, CATALOGUE_PICTURE_LIMITS));
}
