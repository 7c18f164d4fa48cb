import { List, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

type AnyForm = Pick<UseFormReturnType<any>, 'errors' | 'isTouched' | 'isDirty'>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface FieldErrorsProps {
  /** With @mantine/form: the form and the field path whose errors to list. */
  form?: AnyForm;
  path?: string;
  /** Or explicit messages (one or many). */
  messages?: string | readonly (string | null | undefined)[] | null;
  /** Explicit visibility; defaults to "touched or dirty" when a form is given, else true. */
  visible?: boolean;
}

/** Lists a control's messages, only once the user has touched or changed it (docs/spec/account-core.md §5). */
export function FieldErrors({ form, path, messages, visible }: FieldErrorsProps) {
  const fromForm = form && path ? form.errors[path] : undefined;
  const raw = messages ?? (fromForm === undefined || fromForm === null || fromForm === false ? [] : [String(fromForm)]);
  const list = (Array.isArray(raw) ? raw : [raw]).filter((m): m is string => !!m);
  const shown = visible ?? (form && path ? form.isTouched(path) || form.isDirty(path) : true);
  if (!shown || list.length === 0) return null;
  if (list.length === 1) {
    return (
      <Text c="red" size="sm" role="alert">
        {list[0]}
      </Text>
    );
  }
  return (
    <List c="red" size="sm" role="alert">
      {list.map((m) => (
        <List.Item key={m}>{m}</List.Item>
      ))}
    </List>
  );
}
