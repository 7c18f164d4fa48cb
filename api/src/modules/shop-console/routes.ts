// /api/v1/club-console/shop/*: the shop's categories and products, ADMIN only (declared where the
// module is mounted, modules/index.ts). Another club's id is a 404.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope';
import type { ConsoleActor } from '../../lib/club-audit';
import * as schema from './schema';
import * as service from './service';

const actor = (request: FastifyRequest): ConsoleActor => ({ clubId: request.user!.clubId, userId: request.user!.userId });

export const shopConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  app.get('/club-console/shop/categories', { schema: schema.listCategoriesSchema }, async (request, reply) => ok(reply, await service.listCategories(db, request.user!.clubId)));
  app.post('/club-console/shop/categories', { schema: schema.createCategorySchema }, async (request, reply) => ok(reply, await service.createCategory(db, actor(request), request.body)));
  app.put('/club-console/shop/categories/:id', { schema: schema.updateCategorySchema }, async (request, reply) =>
    ok(reply, await service.updateCategory(db, actor(request), request.params.id, request.body)),
  );
  app.delete('/club-console/shop/categories/:id', { schema: schema.removeCategorySchema }, async (request, reply) => ok(reply, await service.removeCategory(db, actor(request), request.params.id)));
  app.get('/club-console/shop/products', { schema: schema.listProductsSchema }, async (request, reply) => ok(reply, await service.listProducts(db, request.user!.clubId)));
  app.post('/club-console/shop/products', { schema: schema.createProductSchema }, async (request, reply) => ok(reply, await service.createProduct(db, actor(request), request.body)));
  app.put('/club-console/shop/products/:id', { schema: schema.updateProductSchema }, async (request, reply) =>
    ok(reply, await service.updateProduct(db, actor(request), request.params.id, request.body)),
  );
  app.delete('/club-console/shop/products/:id', { schema: schema.removeProductSchema }, async (request, reply) => ok(reply, await service.removeProduct(db, actor(request), request.params.id)));
};
