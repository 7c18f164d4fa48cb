// /api/v1/club-console/shop/*: the shop's categories and products, ADMIN only (declared where the
// module is mounted, modules/index.ts). Another club's id is a 404.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { consoleRowRoutes } from '../../lib/console-routes';
import * as schema from './schema';
import * as service from './service';

export const shopConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  consoleRowRoutes(app, '/club-console/shop/categories', schema.categorySchemas, { list: service.listCategories, create: service.createCategory, update: service.updateCategory, remove: service.removeCategory });
  consoleRowRoutes(app, '/club-console/shop/products', schema.productSchemas, { list: service.listProducts, create: service.createProduct, update: service.updateProduct, remove: service.removeProduct });
};
