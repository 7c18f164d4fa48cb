import { useForm, type FormValidateInput, type UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { SaveForm } from './save-form';
import { useSave } from './use-save';

/** What CatalogueList hands a catalogue form: its starting values, the save and the cancel. */
interface CatalogueFormProps<V, I> {
  initial: V;
  onSave: (input: I) => Promise<unknown>;
  onCancel: () => void;
}

interface Rules<V, I> {
  validate: FormValidateInput<V>;
  /** The values as the API takes them. */
  toInput: (values: V) => I;
  /** The API's refusal of one field shows under that field (otherwise above the buttons). */
  fieldErrors?: boolean;
}

/**
 * A catalogue form's state (useForm, checked as the ADMIN leaves each field) and the props of its
 * SaveForm frame: submit saves the values as the API takes them, busy and the server's refusal.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- useForm's own bound: a form's values are an interface or a type
function useCatalogueForm<V extends Record<string, any>, I>({ initial, onSave, onCancel }: CatalogueFormProps<V, I>, { validate, toInput, fieldErrors = false }: Rules<V, I>) {
  const form = useForm<V>({ initialValues: initial, validate, validateInputOnBlur: true });
  const { busy, serverError, save } = useSave(onSave, fieldErrors ? (field, message) => form.setFieldError(field, message) : undefined);
  return { form, frame: { onSubmit: form.onSubmit((v) => save(toInput(v))), busy, serverError, onCancel } };
}

/**
 * A catalogue form as CatalogueList opens it: its fields (given the form state and the form's own
 * props, a list to choose from, say) in the SaveForm frame with its save button.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- useForm's own bound, as above
export function catalogueForm<V extends Record<string, any>, I, Extra extends object = object>(
  { saveLabel, ...rules }: Rules<V, I> & { saveLabel: string },
  Fields: (props: Extra & { form: UseFormReturnType<V> }) => ReactNode,
) {
  return function CatalogueForm(props: CatalogueFormProps<V, I> & Extra) {
    const { form, frame } = useCatalogueForm<V, I>(props, rules);
    return (
      <SaveForm {...frame} saveLabel={saveLabel}>
        <Fields {...props} form={form} />
      </SaveForm>
    );
  };
}
