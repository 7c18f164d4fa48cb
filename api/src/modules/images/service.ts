// Editor image upload: images only (magic bytes, then the header's size), re-encoded to PNG.
import { IMAGE_INVALID_MESSAGE } from '@portal/shared/contracts';
import { HttpError } from '../../lib/http-error';
import { boundedPng } from './image-processing';
import { UPLOAD_LIMITS } from './image-limits';
import { saveImage } from './store';

export const IMAGE_MAX_BYTES = UPLOAD_LIMITS.maxBytes;
const MAX_WIDTH = 1600;

export async function uploadImage(dataDir: string, mimetype: string, data: Buffer): Promise<{ imageUrl: string }> {
  if (!mimetype.startsWith('image/')) throw new HttpError(400, IMAGE_INVALID_MESSAGE);
  const png = await boundedPng(data, MAX_WIDTH, UPLOAD_LIMITS);
  const name = await saveImage(dataDir, png);
  return { imageUrl: `/api/v1/images/${name}` };
}
