import { Group, Image, Text } from '@mantine/core';
import type { CartLine } from '@portal/shared/contracts';

/** A cart line's picture and name, as the cart table and the checkout's order summary show it. */
export function ProductLabel({
  line,
  imageSize = 48,
}: {
  line: Pick<CartLine, 'productImage' | 'productName'>;
  imageSize?: number;
}) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Image src={line.productImage || undefined} alt="" w={imageSize} h={imageSize} radius="sm" />
      <Text>{line.productName}</Text>
    </Group>
  );
}
