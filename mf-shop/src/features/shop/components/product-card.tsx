import { Button, Card, Image, Stack, Text } from '@mantine/core';
import type { ShopProduct } from '@portal/shared/contracts';

interface Props {
  product: ShopProduct;
  busy: boolean;
  onAdd: (product: ShopProduct) => void;
}

export function ProductCard({ product, busy, onAdd }: Props) {
  return (
    <Card withBorder padding="sm" component="article" aria-label={product.productName}>
      <Card.Section>
        <Image src={product.productImage || undefined} alt={product.productName} h={160} fit="cover" />
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Text fw={600}>{product.productName}</Text>
        <Text c="dimmed" size="sm">
          {product.price}
        </Text>
        <Button
          mt="xs"
          onClick={() => onAdd(product)}
          loading={busy}
          disabled={busy || !product.inStock}
          aria-label={`Add ${product.productName} to cart`}
        >
          {product.inStock ? 'Add to cart' : 'Out of stock'}
        </Button>
      </Stack>
    </Card>
  );
}
