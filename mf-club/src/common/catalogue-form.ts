import { useForm, type FormValidateInput } from '@mantine/form';
import { useSave } from './use-save';

/** What CatalogueList hands a catalogue form: its starting values, the save and the cancel. */
export interface CatalogueFormProps<V, I> {
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
export function useCatalogueForm<V extends Record<string, any>, I>({ initial, onSave, onCancel }: CatalogueFormProps<V, I>, { validate, toInput, fieldErrors = false }: Rules<V, I>) {
  const form = useForm<V>({ initialValues: initial, validate, validateInputOnBlur: true });
  const { busy, serverError, save } = useSave(onSave, fieldErrors ? (field, message) => form.setFieldError(field, message) : undefined);
  return { form, frame: { onSubmit: form.onSubmit((v) => save(toInput(v))), busy, serverError, onCancel } };
}
