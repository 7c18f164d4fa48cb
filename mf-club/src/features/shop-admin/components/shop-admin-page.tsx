import { Badge, Tabs, Text } from '@mantine/core';
import type { CategoryInput, ConsoleCategory, ConsoleProduct, ProductInput } from '@portal/shared/contracts';
import { useCatalogue } from '../../../common/catalogue-api';
import { CatalogueList } from '../../../common/catalogue-list';
import { dollars } from '../../../common/money';
import { NEW_CATEGORY, newProduct, productValues } from '../lib/product-form';
import { CategoryForm, ProductForm } from './product-forms';

/** ADMIN: the shop's categories and products. */
export function ShopAdminPage() {
  const categories = useCatalogue<ConsoleCategory, CategoryInput>('shop/categories', 'cart');
  const products = useCatalogue<ConsoleProduct, ProductInput>('shop/products', 'cart', ['shop/categories']);
  const cats = categories.list.data ?? [];
  const categoryName = (id: number) => cats.find((c) => c.id === id)?.name ?? '';
  return (
    <Tabs defaultValue="products" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="products">Products</Tabs.Tab>
        <Tabs.Tab value="categories">Categories</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="products" pt="md">
        {cats.length === 0 && !categories.list.isPending && <Text mb="sm">Create a category first: every product belongs to one.</Text>}
        <CatalogueList
          catalogue={products}
          noun="product"
          empty="No products yet."
          columns={['Name', 'Category', 'Price', 'Stock', 'Sold', 'Shop']}
          cells={(p) => [p.name, categoryName(p.categoryId), dollars(p.priceCents), p.stock, p.sold, p.active ? <Badge color="green">Shown</Badge> : <Badge color="gray">Hidden</Badge>]}
          form={(row, save, close) => <ProductForm initial={row ? productValues(row) : newProduct(cats)} categories={cats} onSave={save} onCancel={close} />}
        />
      </Tabs.Panel>
      <Tabs.Panel value="categories" pt="md">
        <CatalogueList
          catalogue={categories}
          noun="category"
          empty="No categories yet."
          columns={['Name', 'Order', 'Products']}
          cells={(c) => [c.name, c.sortOrder, c.productCount]}
          form={(row, save, close) => <CategoryForm initial={row ? { name: row.name, sortOrder: row.sortOrder } : NEW_CATEGORY} onSave={save} onCancel={close} />}
        />
      </Tabs.Panel>
    </Tabs>
  );
}
