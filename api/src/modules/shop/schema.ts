// Route schemas of the shop: the contracts live in @portal/shared (one source for OpenAPI and the browser).
import { Type } from 'typebox';
import {
  AddToCartBodySchema,
  ApplyVoucherBodySchema,
  CartActionPayloadSchema,
  CartParamsSchema,
  CartPayloadSchema,
  CartProductBodySchema,
  CartSummarySchema,
  CheckoutBodySchema,
  CheckoutPayloadSchema,
  ShopCategoriesParamsSchema,
  ShopCategoriesPayloadSchema,
  ShopProductsParamsSchema,
  ShopProductsPayloadSchema,
} from '@portal/shared/contracts';
import { responses } from '../../lib/envelope';

const tags = ['shop'];

export const categoriesSchema = {
  tags,
  summary: "The club's product categories",
  params: ShopCategoriesParamsSchema,
  response: responses(ShopCategoriesPayloadSchema),
};

export const productsSchema = {
  tags,
  summary: "Products by category (0 = all) and search text ('ALL' = no filter)",
  params: ShopProductsParamsSchema,
  response: responses(ShopProductsPayloadSchema),
};

export const cartSchema = {
  tags,
  summary: "The signed-in user's priced cart lines (what the shell's cart badge reads)",
  params: CartParamsSchema,
  response: responses(CartPayloadSchema),
};

export const cartSummarySchema = {
  tags,
  summary: 'The priced cart with the server totals (subtotal, discount, GST, total, voucher)',
  params: CartParamsSchema,
  response: responses(CartSummarySchema),
};

export const addToCartSchema = {
  tags,
  summary: 'Adds a product (one by default) to the cart',
  body: AddToCartBodySchema,
  response: responses(CartActionPayloadSchema),
};

export const minusToCartSchema = {
  tags,
  summary: 'Removes one of a product; the line goes at zero',
  body: CartProductBodySchema,
  response: responses(CartActionPayloadSchema),
};

export const removeFromCartSchema = {
  tags,
  summary: 'Removes the whole line',
  body: CartProductBodySchema,
  response: responses(CartActionPayloadSchema),
};

export const applyVoucherSchema = {
  tags,
  summary: 'Validates a voucher for this cart and answers the priced cart',
  body: ApplyVoucherBodySchema,
  response: responses(CartSummarySchema),
};

export const checkoutSchema = {
  tags,
  summary: 'Charges the cart total (Idempotency-Key required) and creates the order',
  body: CheckoutBodySchema,
  headers: Type.Object({ 'idempotency-key': Type.Optional(Type.String({ maxLength: 200 })) }),
  response: responses(CheckoutPayloadSchema),
};
