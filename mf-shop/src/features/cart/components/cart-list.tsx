import { ActionIcon, Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { CartLine } from '@portal/shared/contracts';

interface Props {
  lines: CartLine[];
  busy: boolean;
  onPlus: (line: CartLine) => void;
  onMinus: (line: CartLine) => void;
  onDelete: (line: CartLine) => void;
}

/**
 * The cart on a phone: one card per line instead of a six-column table cut off at the screen's
 * edge. Same controls and names as CartTable, so a line reads and works the same on both.
 */
export function CartList({ lines, busy, onPlus, onMinus, onDelete }: Props) {
  // aria-disabled rather than disabled while busy: see CartTable.
  const whenIdle = (action: (line: CartLine) => void, line: CartLine) => () => {
    if (!busy) action(line);
  };
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
            <ActionIcon color="red" variant="subtle" aria-label={`Remove ${line.productName}`} aria-disabled={busy || undefined} onClick={whenIdle(onDelete, line)}>
              ✕
            </ActionIcon>
          </Group>
          <Group justify="space-between" mt="xs" wrap="nowrap">
            <Group gap={6} wrap="nowrap">
              <ActionIcon variant="default" size="lg" aria-label={`One less ${line.productName}`} aria-disabled={busy || undefined} onClick={whenIdle(onMinus, line)}>
                −
              </ActionIcon>
              <Text aria-label={`Quantity of ${line.productName}`} miw={24} ta="center">
                {line.itemQuantity}
              </Text>
              <ActionIcon variant="default" size="lg" aria-label={`One more ${line.productName}`} aria-disabled={busy || undefined} onClick={whenIdle(onPlus, line)}>
                +
              </ActionIcon>
            </Group>
            <Text fw={600}>{line.totalPriceIncTax}</Text>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
