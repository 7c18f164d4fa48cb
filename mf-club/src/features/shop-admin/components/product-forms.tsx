import { Checkbox, FileInput, NumberInput, Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FieldErrors, TEXT_LIMITS } from '@portal/shared';
import type { CategoryInput, ConsoleCategory, ProductInput } from '@portal/shared/contracts';
import { readPicture } from '../../../common/read-picture';
import { SaveForm } from '../../../common/save-form';
import { useSave } from '../../../common/use-save';
import { productInput, validateCategory, validateProduct, type ProductValues } from '../lib/product-form';

interface FormProps<V, I> {
  initial: V;
  onSave: (input: I) => Promise<unknown>;
  onCancel: () => void;
}

/** A product: its category, picture, price, stock, and whether the shop shows it. */
export function ProductForm({ initial, categories, onSave, onCancel }: FormProps<ProductValues, ProductInput> & { categories: ConsoleCategory[] }) {
  const form = useForm<ProductValues>({ initialValues: initial, validate: validateProduct, validateInputOnBlur: true });
  const { busy, serverError, save } = useSave(onSave);
  return (
    <SaveForm onSubmit={form.onSubmit((v) => save(productInput(v)))} busy={busy} serverError={serverError} saveLabel="Save product" onCancel={onCancel}>
      <Select label="Category" data={categories.map((c) => ({ value: String(c.id), label: c.name }))} allowDeselect={false} {...form.getInputProps('categoryId')} />
      <TextInput label="Name" required maxLength={TEXT_LIMITS.catalogueName} {...form.getInputProps('name')} />
      <Textarea label="Description" autosize minRows={2} maxLength={TEXT_LIMITS.catalogueDescription} {...form.getInputProps('description')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput label="Price" prefix="$" decimalScale={2} fixedDecimalScale {...form.getInputProps('priceCents')} />
        <NumberInput label="Stock" allowDecimal={false} {...form.getInputProps('stock')} />
      </SimpleGrid>
      <FileInput
        label="Picture"
        accept="image/png,image/jpeg,image/webp"
        clearable
        placeholder={form.values.image ? 'A picture is set' : 'PNG, JPEG or WebP, at most 2 MB'}
        onChange={async (file) => {
          if (!file) return form.setFieldValue('image', '');
          const read = await readPicture(file);
          if ('error' in read) form.setFieldError('image', read.error);
          else form.setFieldValue('image', read.dataUrl);
        }}
      />
      <FieldErrors messages={typeof form.errors.image === 'string' ? form.errors.image : null} />
      <Checkbox label="Shown in the shop" {...form.getInputProps('active', { type: 'checkbox' })} />
    </SaveForm>
  );
}

export function CategoryForm({ initial, onSave, onCancel }: FormProps<CategoryInput, CategoryInput>) {
  const form = useForm<CategoryInput>({ initialValues: initial, validate: validateCategory, validateInputOnBlur: true });
  const { busy, serverError, save } = useSave(onSave);
  return (
    <SaveForm onSubmit={form.onSubmit((v) => save(v))} busy={busy} serverError={serverError} saveLabel="Save category" onCancel={onCancel}>
      <TextInput label="Name" required maxLength={TEXT_LIMITS.catalogueName} {...form.getInputProps('name')} />
      <NumberInput label="Order in the shop" allowDecimal={false} {...form.getInputProps('sortOrder')} />
    </SaveForm>
  );
}
