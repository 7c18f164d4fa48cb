import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { errorMessage } from '@portal/shared';

/**
 * A console page's actions (a `useMutation`): each clears the last error, runs, and shows the
 * server's message when it fails; `status` says what the last one did (ConsoleMessages shows both).
 * The action itself ends in `announceChange` where other apps show what it changed.
 */
export function useConsoleAction() {
  const { mutateAsync } = useMutation({ mutationFn: (action: () => Promise<unknown>) => action() });
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const run = useCallback(
    async (action: () => Promise<unknown>, fallback?: string) => {
      setError('');
      try {
        await mutateAsync(action);
      } catch (e) {
        setError(errorMessage(e, fallback));
      }
    },
    [mutateAsync],
  );
  return { status, setStatus, error, setError, run };
}
