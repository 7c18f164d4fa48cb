import { getApiClient } from '@portal/shared';
import type { Envelope, ImageUploadPayload } from '@portal/shared/contracts';

/** POST multipart (field 'file') to the server's image endpoint; answers the stored image URL. */
export async function uploadEditorImage(file: File, uploadUrl = 'images'): Promise<string> {
  const client = await getApiClient();
  const body = new FormData();
  body.append('file', file);
  const res = await client.post(uploadUrl.replace(/^\/+/, ''), { body }).json<Envelope<ImageUploadPayload>>();
  if (!res.payload?.imageUrl) throw new Error(res.errors?.message || 'Upload failed');
  return res.payload.imageUrl;
}

/** Fallback when the upload fails: the image embedded as data (docs/spec/account-core.md §7). */
export const fileAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
