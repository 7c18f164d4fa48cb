// /api/v1/club-console/member-imports: the club's ADMIN brings members over from its old system
// (ADMIN only, declared where the module is mounted). Another club's import is a 404.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IMPORT_FILE_MISSING_MESSAGE, IMPORT_FILE_TOO_LARGE_MESSAGE, IMPORT_MAX_BYTES } from '@portal/shared/contracts';
import { consoleActor } from '../../lib/club-audit';
import { ok } from '../../lib/envelope';
import { HttpError } from '../../lib/http-error';
import { uploadedFile } from '../../lib/uploaded-file';
import { inviteStatus, scheduleInvites } from './invites';
import * as schema from './schema';
import * as service from './service';

export const memberImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Encapsulated: multipart parsing exists only for this plugin's routes; the file streams to disk.
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5 } });

  app.get('/club-console/member-imports', { schema: schema.listSchema }, async (request, reply) => ok(reply, await service.listImports(app.db, consoleActor(request))));
  app.post('/club-console/member-imports', { schema: schema.uploadSchema }, async (request, reply) => {
    const file = await uploadedFile(request, IMPORT_FILE_MISSING_MESSAGE);
    const stream = file.file;
    try {
      return ok(reply, await service.uploadFile(app.db, app.config.dataDir, consoleActor(request), { fileName: file.filename, stream, truncated: () => stream.truncated }));
    } catch (err) {
      // @fastify/multipart errors the stream past the size limit.
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(400, IMPORT_FILE_TOO_LARGE_MESSAGE);
      throw err;
    }
  });
  app.get('/club-console/member-imports/:id', { schema: schema.getSchema }, async (request, reply) => ok(reply, await service.getImport(app.db, consoleActor(request), request.params.id)));
  app.put('/club-console/member-imports/:id/mapping', { schema: schema.mappingSchema }, async (request, reply) =>
    ok(reply, await service.setMapping(app.db, consoleActor(request), request.params.id, request.body)),
  );
  app.get('/club-console/member-imports/:id/preview', { schema: schema.previewSchema }, async (request, reply) =>
    ok(reply, await service.preview(app.db, app.config.dataDir, consoleActor(request), request.params.id)),
  );
  app.post('/club-console/member-imports/:id/start', { schema: schema.startSchema }, async (request, reply) => ok(reply, await service.startImport(app.db, consoleActor(request), request.params.id)));
  app.post('/club-console/member-imports/:id/resume', { schema: schema.resumeSchema }, async (request, reply) => ok(reply, await service.resumeImport(app.db, consoleActor(request), request.params.id)));
  app.get('/club-console/member-invites', { schema: schema.invitesSchema }, async (request, reply) => ok(reply, await inviteStatus(app.db, consoleActor(request))));
  app.post('/club-console/member-invites', { schema: schema.inviteSchema }, async (request, reply) => ok(reply, await scheduleInvites(app.db, consoleActor(request), request.body)));
};
