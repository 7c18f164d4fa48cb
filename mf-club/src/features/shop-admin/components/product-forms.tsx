import { Checkbox, NumberInput, Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { TEXT_LIMITS } from '@portal/shared';
import type { CategoryInput, ConsoleCategory, ProductInput } from '@portal/shared/contracts';
import { CataloguePictureInput } from '../../../common/picture-input';
import { MoneyInput } from '../../../common/money-input';
import { SaveForm } from '../../../common/save-form';
import { useCatalogueForm, type CatalogueFormProps } from '../../../common/catalogue-form';
import { productInput, validateCategory, validateProduct, type ProductValues } from '../lib/product-form';

/** A product: its category, picture, price, stock, and whether the shop shows it. */
export function ProductForm({ categories, ...props }: CatalogueFormProps<ProductValues, ProductInput> & { categories: ConsoleCategory[] }) {
  const { form, frame } = useCatalogueForm(props, { validate: validateProduct, toInput: productInput });
  return (
    <SaveForm {...frame} saveLabel="Save product">
      <Select label="Category" data={categories.map((c) => ({ value: String(c.id), label: c.name }))} allowDeselect={false} {...form.getInputProps('categoryId')} />
      <TextInput label="Name" required maxLength={TEXT_LIMITS.catalogueName} {...form.getInputProps('name')} />
      <Textarea label="Description" autosize minRows={2} maxLength={TEXT_LIMITS.catalogueDescription} {...form.getInputProps('description')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MoneyInput label="Price" {...form.getInputProps('priceCents')} />
        <NumberInput label="Stock" allowDecimal={false} {...form.getInputProps('stock')} />
      </SimpleGrid>
      <CataloguePictureInput value={form.values.image} error={form.errors.image} onPicture={(url) => form.setFieldValue('image', url)} onProblem={(problem) => form.setFieldError('image', problem)} />
      <Checkbox label="Shown in the shop" {...form.getInputProps('active', { type: 'checkbox' })} />
    </SaveForm>
  );
}

export function CategoryForm(props: CatalogueFormProps<CategoryInput, CategoryInput>) {
  const { form, frame } = useCatalogueForm(props, { validate: validateCategory, toInput: (v) => v });
  return (
    <SaveForm {...frame} saveLabel="Save category">
      <TextInput label="Name" required maxLength={TEXT_LIMITS.catalogueName} {...form.getInputProps('name')} />
      <NumberInput label="Order in the shop" allowDecimal={false} {...form.getInputProps('sortOrder')} />
    </SaveForm>
  );
}
