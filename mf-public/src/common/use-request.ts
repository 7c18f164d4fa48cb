import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '@portal/shared';

/**
 * One request of a public form (a `useMutation`): busy while it runs, the server's message when it
 * fails, its answer when it succeeds. `onFailure` runs after the message is shown (e.g. reload the
 * slots); `setError` shows a page's own validation message in the same place.
 */
export function useRequest<R>() {
  const mutation = useMutation({ mutationFn: (request: () => Promise<R>) => request() });
  const [error, setError] = useState('');
  const send = async (request: () => Promise<R>, onFailure?: (e: unknown) => void) => {
    setError('');
    try {
      await mutation.mutateAsync(request);
    } catch (e) {
      setError(errorMessage(e));
      onFailure?.(e);
    }
  };
  return { busy: mutation.isPending, error, setError, result: mutation.data ?? null, send };
}
