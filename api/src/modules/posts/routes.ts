import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { createPostSchema, listPostsSchema } from './schema';
import * as service from './service';

export const postsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/posts', { schema: listPostsSchema, preHandler: app.requireRole('ADMIN') }, async (request, reply) => {
    return ok(reply, await service.listPosts(app.db, request.user!));
  });
  app.post('/posts', { schema: createPostSchema, preHandler: app.requireRole('ADMIN') }, async (request, reply) => {
    return ok(reply, await service.createPost(app.db, request.user!, request.body));
  });
};
