import { Checkbox, NumberInput, Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { TEXT_LIMITS, namedOptions } from '@portal/shared';
import type { CategoryInput, ConsoleCategory, ProductInput } from '@portal/shared/contracts';
import { CataloguePictureInput } from '../../../common/picture-input';
import { MoneyInput } from '../../../common/money-input';
import { catalogueForm } from '../../../common/catalogue-form';
import { productInput, validateCategory, validateProduct, type ProductValues } from '../lib/product-form';

/** A product: its category, picture, price, stock, and whether the shop shows it. */
export const ProductForm = catalogueForm<ProductValues, ProductInput, { categories: ConsoleCategory[] }>({ validate: validateProduct, toInput: productInput, saveLabel: 'Save product' }, ({ form, categories }) => (
  <>
    <Select label="Category" data={namedOptions(categories)} allowDeselect={false} {...form.getInputProps('categoryId')} />
    <TextInput label="Name" required maxLength={TEXT_LIMITS.catalogueName} {...form.getInputProps('name')} />
    <Textarea label="Description" autosize minRows={2} maxLength={TEXT_LIMITS.catalogueDescription} {...form.getInputProps('description')} />
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <MoneyInput label="Price" {...form.getInputProps('priceCents')} />
      <NumberInput label="Stock" allowDecimal={false} {...form.getInputProps('stock')} />
    </SimpleGrid>
    <CataloguePictureInput value={form.values.image} error={form.errors.image} onPicture={(url) => form.setFieldValue('image', url)} onProblem={(problem) => form.setFieldError('image', problem)} />
    <Checkbox label="Shown in the shop" {...form.getInputProps('active', { type: 'checkbox' })} />
  </>
));

export const CategoryForm = catalogueForm<CategoryInput, CategoryInput>({ validate: validateCategory, toInput: (v) => v, saveLabel: 'Save category' }, ({ form }) => (
  <>
    <TextInput label="Name" required maxLength={TEXT_LIMITS.catalogueName} {...form.getInputProps('name')} />
    <NumberInput label="Order in the shop" allowDecimal={false} {...form.getInputProps('sortOrder')} />
  </>
));
