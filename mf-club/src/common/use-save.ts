import { useState } from 'react';
import { messageOf } from '../lib/message-of';

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
      setServerError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  return { busy, serverError, save };
}
