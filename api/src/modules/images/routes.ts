import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IMAGE_INVALID_MESSAGE } from '@portal/shared/contracts';
import { fail, ok } from '../../lib/envelope';
import { HttpError } from '../../lib/http-error';
import { NOT_FOUND } from '../../lib/messages';
import { currentUser } from '../../lib/ownership';
import { countUpload } from '../../lib/quotas';
import { uploadedFile } from '../../lib/uploaded-file';
import { getImageSchema, uploadImageSchema } from './schema';
import { IMAGE_MAX_BYTES, uploadImage } from './service';
import { readImage } from './store';

export const imagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Encapsulated: multipart parsing exists only for the routes of this plugin.
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5 } });

  app.post('/images', { schema: uploadImageSchema, preHandler: app.requireUser }, async (request, reply) => {
    // Counted before any decoding: the allowance bounds CPU as well as disk.
    await countUpload(app.db, currentUser(request));
    const file = await uploadedFile(request, IMAGE_INVALID_MESSAGE);
    let data: Buffer;
    try {
      data = await file.toBuffer();
    } catch {
      // @fastify/multipart throws when the file is larger than the limit.
      throw new HttpError(400, IMAGE_INVALID_MESSAGE);
    }
    return ok(reply, await uploadImage(app.config.dataDir, file.mimetype, data));
  });

  app.get('/images/:name', { config: { access: { public: true } }, schema: getImageSchema }, async (request, reply) => {
    const png = await readImage(app.config.dataDir, request.params.name);
    if (!png) return fail(reply, 404, NOT_FOUND);
    return reply
      .header('Content-Type', 'image/png')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .send(png);
  });
};
