// Editor image upload: images only (checked by magic bytes), re-encoded to PNG, size-bounded.
import { IMAGE_INVALID_MESSAGE } from '@portal/shared/contracts';
import { HttpError } from '../../lib/http-error';
import { boundedPng, sniffFormat } from './image-processing';
import { saveImage } from './store';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const MAX_WIDTH = 1600;

export async function uploadImage(dataDir: string, mimetype: string, data: Buffer): Promise<{ imageUrl: string }> {
  if (!mimetype.startsWith('image/') || !sniffFormat(data)) throw new HttpError(400, IMAGE_INVALID_MESSAGE);
  const png = await boundedPng(data, MAX_WIDTH, IMAGE_INVALID_MESSAGE);
  const name = await saveImage(dataDir, png);
  return { imageUrl: `/api/v1/images/${name}` };
}
