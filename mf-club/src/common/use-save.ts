import { useState } from 'react';
import { errorMessage } from '@portal/shared';

/** A form's save: busy while it runs, the server's refusal as a message. */
export function useSave<I>(onSave: (input: I) => Promise<unknown>) {
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState('');
  const save = async (input: I) => {
    setBusy(true);
    setServerError('');
    try {
      await onSave(input);
    } catch (e) {
      setServerError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return { busy, serverError, save };
}
