// Route schemas of the shop: the contracts live in @portal/shared (one source for OpenAPI and the browser).
import * as C from '@portal/shared/contracts';
import { IdempotencyHeadersSchema, routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('shop');

export const categoriesSchema = route("The club's product categories", { params: C.ShopCategoriesParamsSchema }, C.ShopCategoriesPayloadSchema);

export const productsSchema = route("Products by category (0 = all) and search text ('ALL' = no filter)", { params: C.ShopProductsParamsSchema }, C.ShopProductsPayloadSchema);

export const cartSchema = route("The signed-in user's priced cart lines (what the shell's cart badge reads)", { params: C.CartParamsSchema }, C.CartPayloadSchema);

export const cartSummarySchema = route('The priced cart with the server totals (subtotal, discount, GST, total, voucher)', { params: C.CartParamsSchema }, C.CartSummarySchema);

export const addToCartSchema = route('Adds a product (one by default) to the cart', { body: C.AddToCartBodySchema }, C.SuccessPayloadSchema);

export const minusToCartSchema = route('Removes one of a product; the line goes at zero', { body: C.CartProductBodySchema }, C.SuccessPayloadSchema);

export const removeFromCartSchema = route('Removes the whole line', { body: C.CartProductBodySchema }, C.SuccessPayloadSchema);

export const applyVoucherSchema = route('Validates a voucher for this cart and answers the priced cart', { body: C.ApplyVoucherBodySchema }, C.CartSummarySchema);

export const checkoutSchema = route('Charges the cart total (Idempotency-Key required) and creates the order', { body: C.CheckoutBodySchema, headers: IdempotencyHeadersSchema }, C.CheckoutPayloadSchema);
