import { Group, Table, Text } from '@mantine/core';
import { formatMoney, TableHead } from '@portal/shared';
import type { CartSummary } from '@portal/shared/contracts';
import { ProductLabel } from '../../../common/product-label';

/** Step 2: items, quantities, unit prices, amounts, the total and the promo code. */
export function OrderReview({ cart }: { cart: CartSummary }) {
  return (
    <>
      <Table aria-label="Order summary" verticalSpacing="sm">
        <TableHead columns={['Item', 'Quantity', 'Unit price', 'Amount']} />
        <Table.Tbody>
          {cart.lines.map((l) => (
            <Table.Tr key={l.productId}>
              <Table.Td>
                <ProductLabel line={l} imageSize={40} />
              </Table.Td>
              <Table.Td>{l.itemQuantity}</Table.Td>
              <Table.Td>{l.price}</Table.Td>
              <Table.Td>{l.totalPriceIncTax}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
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
