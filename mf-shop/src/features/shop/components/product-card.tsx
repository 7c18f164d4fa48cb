import { Button, Card, Image, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
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
          // Not `disabled` while the request runs: the browser drops the focus of a button that
          // becomes disabled, and a keyboard user would be thrown back to the top of the page.
          // aria-disabled says it is busy, and a press meanwhile does nothing.
          onClick={() => {
            if (!busy) onAdd(product);
          }}
          aria-disabled={busy || undefined}
          rightSection={busy ? <Loader size="xs" color="currentColor" aria-hidden /> : undefined}
          disabled={!product.inStock}
        >
          {/* The name ("Add <product> to cart") comes from the content, so it contains the visible
              words in order (WCAG 2.5.3); the product is only hidden visually. */}
          {/* One inline span: the button's label is a flex box, which would drop the spaces at
              the edges of separate text runs ("Addto cart"). */}
          {product.inStock ? (
            <span>
              Add<VisuallyHidden component="span"> {product.productName}</VisuallyHidden> to cart
            </span>
          ) : (
            <span>
              Out of stock<VisuallyHidden component="span">: {product.productName}</VisuallyHidden>
            </span>
          )}
        </Button>
      </Stack>
    </Card>
  );
}
