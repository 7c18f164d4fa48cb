import { Group, Text } from '@mantine/core';
import { DataTable, formatMoney } from '@portal/shared';
import type { CartSummary } from '@portal/shared/contracts';
import { ProductLabel } from '../../../common/product-label';

/** Step 2: items, quantities, unit prices, amounts, the total and the promo code. */
export function OrderReview({ cart }: { cart: CartSummary }) {
  return (
    <>
      <DataTable
        aria-label="Order summary"
        verticalSpacing="sm"
        rows={cart.lines}
        rowKey={(l) => l.productId}
        columns={['Item', 'Quantity', 'Unit price', 'Amount']}
        cells={(l) => [<ProductLabel line={l} imageSize={40} />, l.itemQuantity, l.price, l.totalPriceIncTax]}
      />
      {cart.voucherCode && <Text mt="sm">Promo code: {cart.voucherCode}</Text>}
      <Group justify="space-between" mt="sm">
        <Text fw={700}>Total</Text>
        <Text fw={700} aria-label="Order total">
          {formatMoney(cart.totalCents)}
        </Text>
      </Group>
    </>
  );
}
