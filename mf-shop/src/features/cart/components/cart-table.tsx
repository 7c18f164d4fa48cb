import { Table } from '@mantine/core';
import { QuantityStepper, RemoveLineButton, type CartLinesProps } from './cart-line-controls';
import { ProductLabel } from '../../../common/product-label';
import { TableHead } from '@portal/shared';

export function CartTable({ lines, busy, onPlus, onMinus, onDelete }: CartLinesProps) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" aria-label="Cart items">
        <TableHead
          columns={[
            'Product',
            'Discount',
            'Qty',
            'Price',
            'Total',
            <span
              className="visually-hidden"
              style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
            >
              Remove
            </span>,
          ]}
        />
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.productId} aria-label={line.productName}>
              <Table.Td>
                <ProductLabel line={line} />
              </Table.Td>
              <Table.Td>{line.discount}</Table.Td>
              <Table.Td>
                <QuantityStepper line={line} busy={busy} onMinus={onMinus} onPlus={onPlus} />
              </Table.Td>
              <Table.Td>{line.price}</Table.Td>
              <Table.Td>{line.totalPriceIncTax}</Table.Td>
              <Table.Td>
                <RemoveLineButton line={line} busy={busy} onClick={onDelete} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
