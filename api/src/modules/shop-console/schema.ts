// Route schemas of the shop in the club console (ADMIN).
import * as C from '@portal/shared/contracts';
import { rowRouteSchemas } from '../../lib/console-routes';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('club-console');

/** The routes of shop categories (lib/console-routes.ts). */
export const categorySchemas = rowRouteSchemas(route, { body: C.CategoryInputSchema, row: C.ConsoleCategorySchema, list: C.ConsoleCategoryListSchema }, {
  list: "ADMIN: the shop's categories with their product counts",
  create: 'ADMIN: a new shop category; audited',
  update: 'ADMIN: rename or reorder a category; audited',
  remove: 'ADMIN: delete an empty category (409 while it has products); audited',
});
/** The routes of products (lib/console-routes.ts). */
export const productSchemas = rowRouteSchemas(route, { body: C.ProductInputSchema, row: C.ConsoleProductSchema, list: C.ConsoleProductListSchema }, {
  list: "ADMIN: the shop's products, hidden ones included, with how many were sold",
  create: 'ADMIN: a new product (picture, price, stock, shown or hidden); audited',
  update: 'ADMIN: change a product; audited',
  remove: 'ADMIN: remove a product: deleted when never ordered nor in a cart, else hidden; audited',
});
