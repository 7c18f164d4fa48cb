// The one file of a multipart upload (the image upload, the member import): the form's `file`
// field, or a 400 with the route's own message when the request carries none.
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

/** The upload's `file` field; 400 with `message` when the body is not multipart or has no such field. */
export async function uploadedFile(request: FastifyRequest, message: string): Promise<MultipartFile> {
  if (!request.isMultipart()) throw new HttpError(400, message);
  let file;
  try {
    file = await request.file();
  } catch {
    throw new HttpError(400, message);
  }
  if (!file || file.fieldname !== 'file') throw new HttpError(400, message);
  return file;
}
