import { Badge, Text } from '@mantine/core';
import type { CategoryInput, ConsoleCategory, ConsoleProduct, ProductInput } from '@portal/shared/contracts';
import { useCatalogue } from '../../../common/catalogue-api';
import { CatalogueList } from '../../../common/catalogue-list';
import { ConsoleTabs } from '../../../common/console-tabs';
import { dollars } from '../../../common/money';
import { NEW_CATEGORY, newProduct, productValues } from '../lib/product-form';
import { CategoryForm, ProductForm } from './product-forms';

/** ADMIN: the shop's categories and products. */
export function ShopAdminPage() {
  const categories = useCatalogue<ConsoleCategory, CategoryInput>('shop/categories', 'cart');
  const products = useCatalogue<ConsoleProduct, ProductInput>('shop/products', 'cart', ['shop/categories']);
  const cats = categories.list.data ?? [];
  const categoryName = (id: number) => cats.find((c) => c.id === id)?.name ?? '';
  const productsList = (
    <>
      {cats.length === 0 && !categories.list.isPending && <Text mb="sm">Create a category first: every product belongs to one.</Text>}
      <CatalogueList
        catalogue={products}
        noun="product"
        empty="No products yet."
        columns={{
          Name: (p) => p.name,
          Category: (p) => categoryName(p.categoryId),
          Price: (p) => dollars(p.priceCents),
          Stock: (p) => p.stock,
          Sold: (p) => p.sold,
          Shop: (p) => (p.active ? <Badge color="green">Shown</Badge> : <Badge color="gray">Hidden</Badge>),
        }}
        form={(row, save, close) => <ProductForm initial={row ? productValues(row) : newProduct(cats)} categories={cats} onSave={save} onCancel={close} />}
      />
    </>
  );
  const categoriesList = (
    <CatalogueList
      catalogue={categories}
      noun="category"
      empty="No categories yet."
      columns={{ Name: (c) => c.name, Order: (c) => c.sortOrder, Products: (c) => c.productCount }}
      form={(row, save, close) => <CategoryForm initial={row ? { name: row.name, sortOrder: row.sortOrder } : NEW_CATEGORY} onSave={save} onCancel={close} />}
    />
  );
  return (
    <ConsoleTabs
      tabs={[
        { value: 'products', label: 'Products', panel: productsList },
        { value: 'categories', label: 'Categories', panel: categoriesList },
      ]}
    />
  );
}
