import { useState } from 'react';
import { errorMessage } from '@portal/shared';

/**
 * One request of a public form: busy while it runs, the server's message when it fails, its
 * answer when it succeeds. `onFailure` runs after the message is shown (e.g. reload the slots).
 */
export function useRequest<R>() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [result, setResult] = useState<R | null>(null);
  const send = async (request: () => Promise<R>, onFailure?: (e: unknown) => void) => {
    setBusy(true);
    setError('');
    try {
      setResult(await request());
    } catch (e) {
      setError(errorMessage(e));
      onFailure?.(e);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, result, send };
}
