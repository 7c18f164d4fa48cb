// Shop, cart, voucher and checkout contracts (docs/spec/bookings-commerce.md §3 "Cart item", "Checkout payload",
// docs/spec/bookings-commerce.md §7 "Shop and cart"). Money travels as integer cents plus the spec's currency display texts.
// The browser only `import type`s from here: no price ever goes from the browser to the server.
import { Type, type Static } from 'typebox';
import { TEXT_LIMITS } from '../validators/text-limits';
import { PaymentDoneFields, TotalWithGstFields, VaultTokenFields } from './fields';

/** Member number as it appears in paths and bodies (member number or guardian family id). */
const MemberNumber = Type.String({ minLength: 1, maxLength: 30 });
const UserType = Type.Integer({ minimum: 0, maximum: 99 });
const ProductId = Type.Integer({ minimum: 1 });

export const ShopCategoriesParamsSchema = Type.Object({
  accountId: Type.String({ minLength: 1, maxLength: 50 }),
});
export type ShopCategoriesParams = Static<typeof ShopCategoriesParamsSchema>;

export const ShopCategorySchema = Type.Object({
  accountProductCategoryId: Type.Integer(),
  productCategoryName: Type.String(),
});
export type ShopCategory = Static<typeof ShopCategorySchema>;
export const ShopCategoriesPayloadSchema = Type.Array(ShopCategorySchema);

/** categoryId 0 means every category; searchText 'ALL' means no filter. */
export const ShopProductsParamsSchema = Type.Object({
  accountId: Type.String({ minLength: 1, maxLength: 50 }),
  categoryId: Type.Integer({ minimum: 0 }),
  searchText: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.productSearch }),
});
export type ShopProductsParams = Static<typeof ShopProductsParamsSchema>;

export const ShopProductSchema = Type.Object({
  accountProductId: Type.Integer(),
  accountProductCategoryId: Type.Integer(),
  productName: Type.String(),
  description: Type.String(),
  productImage: Type.String(),
  /** '$59.95' */
  price: Type.String(),
  priceCents: Type.Integer(),
  inStock: Type.Boolean(),
});
export type ShopProduct = Static<typeof ShopProductSchema>;
export const ShopProductsPayloadSchema = Type.Array(ShopProductSchema);

/** Whose cart: the member number (or guardian family id) and the user type, in every cart call. */
const ShopperFields = { memberNumber: MemberNumber, userType: UserType };

export const CartParamsSchema = Type.Object(ShopperFields);
export type CartParams = Static<typeof CartParamsSchema>;

/** One priced cart line (docs/spec/bookings-commerce.md §3 "Cart item"); the texts are what the cart table shows. */
export const CartLineSchema = Type.Object({
  productId: Type.Integer(),
  productName: Type.String(),
  productImage: Type.String(),
  itemQuantity: Type.Integer(),
  /** Unit price text, '$29.95'. */
  price: Type.String(),
  /** Voucher discount on this line, '$3.00' ('$0.00' without a voucher). */
  discount: Type.String(),
  /** Line total after discount, '$56.90'. */
  totalPriceIncTax: Type.String(),
  priceCents: Type.Integer(),
  discountCents: Type.Integer(),
  totalCents: Type.Integer(),
});
export type CartLine = Static<typeof CartLineSchema>;
export const CartPayloadSchema = Type.Array(CartLineSchema);

/** The whole priced cart with the server's totals (cart and checkout review screens). */
export const CartSummarySchema = Type.Object({
  lines: Type.Array(CartLineSchema),
  /** '' when no voucher is applied. */
  voucherCode: Type.String(),
  subtotalCents: Type.Integer(),
  discountCents: Type.Integer(),
  /** gstCents: docs/spec/bookings-commerce.md §9 gstTotal. */
  ...TotalWithGstFields,
});
export type CartSummary = Static<typeof CartSummarySchema>;

export const AddToCartBodySchema = Type.Object({
  ...ShopperFields,
  productId: ProductId,
  /** True: the cart is emptied first, so it holds only this product. */
  clearInCart: Type.Optional(Type.Boolean({ default: false })),
  /** How many to add (default 1). */
  quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 99 })),
});
export type AddToCartBody = Static<typeof AddToCartBodySchema>;

export const CartProductBodySchema = Type.Object({ ...ShopperFields, productId: ProductId });
export type CartProductBody = Static<typeof CartProductBodySchema>;

export const ApplyVoucherBodySchema = Type.Object({
  ...ShopperFields,
  voucherCode: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.promoCode }),
});
export type ApplyVoucherBody = Static<typeof ApplyVoucherBodySchema>;

/**
 * The spec's checkout payload. Either token + tokenReference (vault frame) or the card fields
 * (tokenised by the server at once, never stored). No amount: the server prices the cart.
 */
export const CheckoutBodySchema = Type.Object({
  ...ShopperFields,
  cCNumber: Type.Optional(Type.String({ maxLength: 25 })),
  cCExpiryMonth: Type.Optional(Type.String({ maxLength: 2 })),
  cCExpiryYear: Type.Optional(Type.String({ maxLength: 4 })),
  cCNameOnCard: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.cardName })),
  cCCVV: Type.Optional(Type.String({ maxLength: 4 })),
  cardType: Type.Optional(Type.String({ maxLength: 20 })),
  voucherCode: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.promoCode })),
  ...VaultTokenFields,
  /**
   * The cart the shopper reviewed (product and quantity per line). Part of the request an
   * Idempotency-Key stands for, so the same key with another cart is a 409; the server also
   * refuses to charge when the cart changed since the review.
   */
  cartLines: Type.Optional(
    Type.Array(Type.Object({ productId: Type.Integer({ minimum: 1 }), quantity: Type.Integer({ minimum: 1, maximum: 999 }) }), { maxItems: 200 }),
  ),
});
export type CheckoutBody = Static<typeof CheckoutBodySchema>;

export const CheckoutPayloadSchema = Type.Object({
  orderId: Type.Integer(),
  ...PaymentDoneFields,
  totalCents: Type.Integer(),
  total: Type.String(),
});
export type CheckoutPayload = Static<typeof CheckoutPayloadSchema>;

// Server texts for the shop's failures (the screens show the spec's fixed texts; these explain).
export const SHOP_PRODUCT_NOT_FOUND_MESSAGE = 'Product not found.';
export const SHOP_OUT_OF_STOCK_MESSAGE = (name: string): string => `Sorry, ${name} is out of stock.`;
export const SHOP_NOT_ENOUGH_STOCK_MESSAGE = (name: string, left: number): string =>
  `Sorry, only ${left} of ${name} left in stock.`;
export const SHOP_NOT_IN_CART_MESSAGE = 'That product is not in your cart.';
export const SHOP_CART_EMPTY_MESSAGE = 'Your cart is empty.';
export const SHOP_IDEMPOTENCY_REQUIRED_MESSAGE = 'Idempotency-Key header is required.';
export { ENTER_PAYMENT_DETAILS as SHOP_CARD_REQUIRED_MESSAGE } from '../messages/payments';
export const VOUCHER_INVALID_MESSAGE = (code: string): string => `Invalid promo code: ${code}`;
export const VOUCHER_EXPIRED_MESSAGE = 'This promo code has expired.';
export const VOUCHER_MIN_SPEND_MESSAGE = (amount: string): string => `This promo code needs a minimum spend of ${amount}.`;
export const SHOP_CART_CHANGED_MESSAGE = 'Your cart has changed since you reviewed it. Please check your order and pay again.';
export const VOUCHER_USED_MESSAGE = 'This promo code has already been used.';
