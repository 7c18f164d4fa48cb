import { Box, Button, Group, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toastOnFailure, CART_ADDED, LoadingText, notifySuccess, notifyWarning, TEXT_LIMITS, useScreenMatches, useSession } from '@portal/shared';
import type { ShopProduct } from '@portal/shared/contracts';
import { useAddToCartMutation } from '../../../common/add-to-cart';
import { useCategories } from '../api/get-categories';
import { useProducts } from '../api/get-products';
import { useSearchText } from '../hooks/use-search-text';
import { CategoryList } from './category-list';
import { ProductCard } from './product-card';

/** docs/spec/bookings-commerce.md §9: the category list hides under 600 px; a compact category picker takes its place. */
const NARROW = '(max-width: 599px)';

export function ShopPage() {
  const accountId = useSession((s) => s.user?.accountId ?? s.accountId ?? '');
  const memberNumber = useSession((s) => s.memberNumber);
  const userType = useSession((s) => s.userType);
  const narrow = useScreenMatches(NARROW);
  const [categoryId, setCategoryId] = useState(0);
  const [typed, setTyped] = useState('');
  const search = useSearchText(typed);
  const categories = useCategories(accountId).data ?? [];
  const productsQuery = useProducts(accountId, categoryId, search);
  const products = productsQuery.isError ? [] : (productsQuery.data ?? null);
  const addToCart = useAddToCartMutation().mutateAsync;
  const [adding, setAdding] = useState<number | null>(null);

  const add = async (product: ShopProduct) => {
    if (!memberNumber || userType == null) return;
    setAdding(product.accountProductId);
    await toastOnFailure({ settle: () => setAdding(null), notify: notifyWarning }, async () => {
      await addToCart({ memberNumber, productId: product.accountProductId, clearInCart: false, userType });
      notifySuccess(CART_ADDED);
    });
  };

  return (
    <Box>
      <Group justify="flex-end" mb="md">
        <Button component={Link} to="/shopping-cart" variant="light">
          View cart
        </Button>
      </Group>
      <Group align="flex-start" wrap="nowrap" gap="lg">
        {!narrow && (
          <Box w={200} style={{ flexShrink: 0 }}>
            <CategoryList categories={categories} selected={categoryId} onSelect={setCategoryId} />
          </Box>
        )}
        <Box style={{ flex: 1, minWidth: 0 }}>
          <TextInput
            maxLength={TEXT_LIMITS.productSearch}
            label="Search products"
            placeholder="Search"
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            mb="md"
          />
          {narrow && (
            <Select
              label="Category"
              data={[
                { value: '0', label: 'All products' },
                ...categories.map((c) => ({ value: String(c.accountProductCategoryId), label: c.productCategoryName })),
              ]}
              value={String(categoryId)}
              onChange={(v) => setCategoryId(Number(v ?? 0))}
              allowDeselect={false}
              mb="md"
            />
          )}
          {products === null ? (
            <LoadingText />
          ) : products.length === 0 ? (
            <Text c="dimmed">No products found.</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
              {products.map((p) => (
                <ProductCard key={p.accountProductId} product={p} busy={adding === p.accountProductId} onAdd={add} />
              ))}
            </SimpleGrid>
          )}
        </Box>
      </Group>
    </Box>
  );
}
