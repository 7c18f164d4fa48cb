// Route schemas of the shop in the club console (ADMIN).
import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('club-console');
const params = C.CatalogueIdParamsSchema;

/** The routes of shop categories (lib/console-routes.ts). */
export const categorySchemas = {
  list: route("ADMIN: the shop's categories with their product counts", {}, C.ConsoleCategoryListSchema),
  create: route('ADMIN: a new shop category; audited', { body: C.CategoryInputSchema }, C.ConsoleCategorySchema),
  update: route('ADMIN: rename or reorder a category; audited', { params, body: C.CategoryInputSchema }, C.ConsoleCategorySchema),
  remove: route('ADMIN: delete an empty category (409 while it has products); audited', { params }, C.RemovalResultSchema),
};
/** The routes of products (lib/console-routes.ts). */
export const productSchemas = {
  list: route("ADMIN: the shop's products, hidden ones included, with how many were sold", {}, C.ConsoleProductListSchema),
  create: route('ADMIN: a new product (picture, price, stock, shown or hidden); audited', { body: C.ProductInputSchema }, C.ConsoleProductSchema),
  update: route('ADMIN: change a product; audited', { params, body: C.ProductInputSchema }, C.ConsoleProductSchema),
  remove: route('ADMIN: remove a product: deleted when never ordered nor in a cart, else hidden; audited', { params }, C.RemovalResultSchema),
};
