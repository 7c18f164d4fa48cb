import { ActionIcon, Group, Image, Table, Text } from '@mantine/core';
import type { CartLine } from '@portal/shared/contracts';

interface Props {
  lines: CartLine[];
  busy: boolean;
  onPlus: (line: CartLine) => void;
  onMinus: (line: CartLine) => void;
  onDelete: (line: CartLine) => void;
}

export function CartTable({ lines, busy, onPlus, onMinus, onDelete }: Props) {
  // Not `disabled` while the cart updates: the browser drops the focus of a control that becomes
  // disabled, so a keyboard user pressing + would land back at the top of the page. aria-disabled
  // says it is busy, and a press meanwhile does nothing.
  const whenIdle = (action: (line: CartLine) => void, line: CartLine) => () => {
    if (!busy) action(line);
  };
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" aria-label="Cart items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Product</Table.Th>
            <Table.Th>Discount</Table.Th>
            <Table.Th>Qty</Table.Th>
            <Table.Th>Price</Table.Th>
            <Table.Th>Total</Table.Th>
            <Table.Th>
              <span className="visually-hidden" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                Remove
              </span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.productId} aria-label={line.productName}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Image src={line.productImage || undefined} alt="" w={48} h={48} radius="sm" />
                  <Text>{line.productName}</Text>
                </Group>
              </Table.Td>
              <Table.Td>{line.discount}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <ActionIcon variant="default" aria-label={`One less ${line.productName}`} aria-disabled={busy || undefined} onClick={whenIdle(onMinus, line)}>
                    −
                  </ActionIcon>
                  <Text aria-label={`Quantity of ${line.productName}`} miw={20} ta="center">
                    {line.itemQuantity}
                  </Text>
                  <ActionIcon variant="default" aria-label={`One more ${line.productName}`} aria-disabled={busy || undefined} onClick={whenIdle(onPlus, line)}>
                    +
                  </ActionIcon>
                </Group>
              </Table.Td>
              <Table.Td>{line.price}</Table.Td>
              <Table.Td>{line.totalPriceIncTax}</Table.Td>
              <Table.Td>
                <ActionIcon color="red" variant="subtle" aria-label={`Remove ${line.productName}`} aria-disabled={busy || undefined} onClick={whenIdle(onDelete, line)}>
                  ✕
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
