// The shared form rules (shared/src/validators) applied on the server: the first broken rule is
// refused on its field, as the form shows it under that field before sending.
import { firstFieldError, type FieldErrorMap } from '@portal/shared/validators';
import { FieldError } from './http-error';

export function assertFieldsValid<T>(errors: FieldErrorMap<T>): void {
  const first = firstFieldError(errors);
  if (first) throw new FieldError(first.field, first.message);
}
