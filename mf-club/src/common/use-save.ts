import { useState } from 'react';
import { errorMessage } from '@portal/shared';
import { onRefusal } from './refusal';

/**
 * A form's save: busy while it runs, the server's refusal as a message, or under its field when
 * the API names one and the form passes `onField` (a form's setFieldError).
 */
export function useSave<I>(onSave: (input: I) => Promise<unknown>, onField?: (field: string, message: string) => void) {
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState('');
  const save = async (input: I) => {
    setBusy(true);
    setServerError('');
    try {
      await onSave(input);
    } catch (e) {
      if (onField) onRefusal(onField, setServerError)(e);
      else setServerError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return { busy, serverError, save };
}
