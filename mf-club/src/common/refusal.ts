import { errorMessage, isApiError } from '@portal/shared';

/**
 * What a console form does with a write's refusal: the API's message under the field it names
 * (`fieldOf` maps an API field to the form's own name for it, e.g. cents typed as dollars), or
 * else as the form's message.
 */
export const onRefusal =
  (setField: (field: string, message: string) => void, setMessage: (message: string) => void, fieldOf: (field: string) => string = (f) => f) =>
  (err: unknown): void =>
    isApiError(err) && err.field ? setField(fieldOf(err.field), err.message) : setMessage(errorMessage(err));
