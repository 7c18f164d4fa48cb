import { gstOf, priceCart, spreadDiscount, voucherDiscount } from './pricing';

const item = (productId: number, unitPriceCents: number, quantity: number) => ({ productId, name: `P${productId}`, image: null, unitPriceCents, quantity });

test('percent and fixed discounts, capped at the subtotal', () => {
  expect(voucherDiscount(3695, { code: 'A', kind: 'percent', value: 10 })).toBe(370);
  expect(voucherDiscount(3695, { code: 'B', kind: 'fixed', value: 500 })).toBe(500);
  expect(voucherDiscount(300, { code: 'B', kind: 'fixed', value: 500 })).toBe(300);
  expect(voucherDiscount(1000, null)).toBe(0);
});

test('the discount is spread over lines and adds up exactly', () => {
  const shares = spreadDiscount([1000, 1000, 1000], 100);
  expect(shares.reduce((a, b) => a + b, 0)).toBe(100);
  expect(shares).toEqual([34, 33, 33]);
});

test('priceCart totals, texts and GST', () => {
  const c = priceCart([item(1, 2995, 2), item(2, 1200, 1)], { code: 'SHOP10', kind: 'percent', value: 10 });
  expect(c).toMatchObject({ subtotalCents: 7190, discountCents: 719, totalCents: 6471, gstCents: gstOf(6471), voucherCode: 'SHOP10' });
  expect(c.lines[0]).toMatchObject({ price: '$29.95', itemQuantity: 2 });
  expect(c.lines.reduce((a, l) => a + l.totalCents, 0)).toBe(6471);
  expect(gstOf(6471)).toBe(647);
});
