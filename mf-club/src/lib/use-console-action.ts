import { useCallback, useState } from 'react';
import { errorMessage } from '@portal/shared';

/**
 * A console page's actions: each clears the last error, runs, and shows the server's message when
 * it fails; `status` says what the last one did (ConsoleMessages shows both).
 */
export function useConsoleAction() {
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const run = useCallback(async (action: () => Promise<unknown>, fallback?: string) => {
    setError('');
    try {
      await action();
    } catch (e) {
      setError(errorMessage(e, fallback));
    }
  }, []);
  return { status, setStatus, error, setError, run };
}
