// Route schemas of the shop in the club console (ADMIN).
import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('club-console');
const params = C.CatalogueIdParamsSchema;

export const listCategoriesSchema = route("ADMIN: the shop's categories with their product counts", {}, C.ConsoleCategoryListSchema);
export const createCategorySchema = route('ADMIN: a new shop category; audited', { body: C.CategoryInputSchema }, C.ConsoleCategorySchema);
export const updateCategorySchema = route('ADMIN: rename or reorder a category; audited', { params, body: C.CategoryInputSchema }, C.ConsoleCategorySchema);
export const removeCategorySchema = route('ADMIN: delete an empty category (409 while it has products); audited', { params }, C.RemovalResultSchema);
export const listProductsSchema = route("ADMIN: the shop's products, hidden ones included, with how many were sold", {}, C.ConsoleProductListSchema);
export const createProductSchema = route('ADMIN: a new product (picture, price, stock, shown or hidden); audited', { body: C.ProductInputSchema }, C.ConsoleProductSchema);
export const updateProductSchema = route('ADMIN: change a product; audited', { params, body: C.ProductInputSchema }, C.ConsoleProductSchema);
export const removeProductSchema = route('ADMIN: remove a product: deleted when never ordered nor in a cart, else hidden; audited', { params }, C.RemovalResultSchema);
