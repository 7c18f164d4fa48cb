// Pure cart pricing: line totals, voucher discount spread over the lines, GST and the total.
// Integer cents throughout; the browser never sends a price (docs/spec/design.md §5).
import { formatMoney } from '@portal/shared/formatters';
import type { CartLine, CartSummary } from '@portal/shared/contracts';

export const GST_PERCENT = 10;

export interface PricedItem {
  productId: number;
  name: string;
  image: string | null;
  unitPriceCents: number;
  quantity: number;
}

export interface VoucherRule {
  code: string;
  kind: 'percent' | 'fixed';
  /** Whole percent for 'percent', cents for 'fixed'. */
  value: number;
}

/** The discount a voucher gives on a subtotal: percent rounded to the cent, fixed capped at the subtotal. */
export function voucherDiscount(subtotalCents: number, voucher: VoucherRule | null): number {
  if (!voucher || subtotalCents <= 0) return 0;
  if (voucher.kind === 'percent') return Math.min(subtotalCents, Math.round((subtotalCents * voucher.value) / 100));
  return Math.min(subtotalCents, voucher.value);
}

/**
 * Spreads a discount over the lines in proportion to their amounts (largest remainder), so the
 * per-line Discount column adds up to exactly the cart discount.
 */
export function spreadDiscount(amounts: number[], discountCents: number): number[] {
  const total = amounts.reduce((a, b) => a + b, 0);
  if (total <= 0 || discountCents <= 0) return amounts.map(() => 0);
  const exact = amounts.map((a) => (a * discountCents) / total);
  const shares = exact.map(Math.floor);
  let left = discountCents - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1; // i indexes `exact`, which has one entry per share
    left -= 1;
  }
  return shares;
}

/** docs/spec/bookings-commerce.md §9: GST is 10 % of the cart total (prices already include it; shown as gstTotal). */
export function gstOf(totalCents: number): number {
  return Math.round((totalCents * GST_PERCENT) / 100);
}

export function priceCart(items: PricedItem[], voucher: VoucherRule | null): CartSummary {
  const amounts = items.map((it) => it.unitPriceCents * it.quantity);
  const subtotalCents = amounts.reduce((a, b) => a + b, 0);
  const discountCents = voucherDiscount(subtotalCents, voucher);
  const shares = spreadDiscount(amounts, discountCents);
  const lines: CartLine[] = items.map((it, i) => {
    // amounts and shares have one entry per item.
    const totalCents = amounts[i]! - shares[i]!;
    return {
      productId: it.productId,
      productName: it.name,
      productImage: it.image ?? '',
      itemQuantity: it.quantity,
      price: formatMoney(it.unitPriceCents),
      discount: formatMoney(shares[i]!),
      totalPriceIncTax: formatMoney(totalCents),
      priceCents: it.unitPriceCents,
      discountCents: shares[i]!,
      totalCents,
    };
  });
  const totalCents = subtotalCents - discountCents;
  return {
    lines,
    voucherCode: voucher ? voucher.code : '',
    subtotalCents,
    discountCents,
    gstCents: gstOf(totalCents),
    totalCents,
  };
}
