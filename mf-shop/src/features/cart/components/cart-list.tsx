import { Group, Image, Paper, Stack, Text } from '@mantine/core';
import { QuantityStepper, RemoveLineButton, type CartLinesProps } from './cart-line-controls';

/**
 * The cart on a phone: one card per line instead of a six-column table cut off at the screen's
 * edge. Same controls and names as CartTable, so a line reads and works the same on both.
 */
export function CartList({ lines, busy, onPlus, onMinus, onDelete }: CartLinesProps) {
  return (
    <Stack component="ul" aria-label="Cart items" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {lines.map((line) => (
        <Paper component="li" key={line.productId} withBorder p="sm" aria-label={line.productName}>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Image src={line.productImage || undefined} alt="" w={48} h={48} radius="sm" />
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Text fw={600}>{line.productName}</Text>
              <Text size="sm" c="dimmed">
                {line.price}
                {line.discount ? ` · Discount ${line.discount}` : ''}
              </Text>
            </Stack>
            <RemoveLineButton line={line} busy={busy} onClick={onDelete} />
          </Group>
          <Group justify="space-between" mt="xs" wrap="nowrap">
            <QuantityStepper line={line} busy={busy} onMinus={onMinus} onPlus={onPlus} size="lg" />
            <Text fw={600}>{line.totalPriceIncTax}</Text>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
