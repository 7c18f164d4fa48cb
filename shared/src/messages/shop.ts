// Shop, cart and checkout texts (docs/spec/bookings-commerce.md §2, §8).
export const CART_ADDED = 'Added to cart successfully!';
export const CART_PROMO_APPLIED = 'Promo Code Applied';
export const invalidVoucher = (code: string): string => `Invalid promo code: ${code}`;
export const CHECKOUT_PAYMENT_TITLE = 'Enter your Payment Details';
export const CHECKOUT_REVIEW_TITLE = 'Review Order';
