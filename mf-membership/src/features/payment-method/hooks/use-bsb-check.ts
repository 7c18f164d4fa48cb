import { useEffect, useState } from 'react';
import { ApiError, joinBsb } from '@portal/shared';
import { checkBsb } from '../api/check-bsb';

/** Spec: the bsb check debounce (account-core §9). */
export const BSB_CHECK_DELAY_MS = 500;

/**
 * Checks 'part1-part2' on the server once both parts have 3 digits and typing has paused for
 * 500 ms. Answers the server's message as the field error (null when valid or not checked yet)
 * and whether a check is still pending.
 */
export function useBsbCheck(part1: string, part2: string): { error: string | null; pending: boolean } {
  const [state, setState] = useState<{ key: string; error: string | null } | null>(null);
  const complete = /^\d{3}$/.test(part1) && /^\d{3}$/.test(part2);
  const key = joinBsb(part1, part2);

  useEffect(() => {
    if (!complete) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkBsb(key, controller.signal)
        .then(() => setState({ key, error: null }))
        .catch((err: unknown) => {
          if ((err as Error)?.name === 'AbortError') return;
          setState({ key, error: err instanceof ApiError ? err.message : 'Invalid BSB number.' });
        });
    }, BSB_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [complete, key]);

  if (!complete) return { error: null, pending: false };
  if (state?.key !== key) return { error: null, pending: true };
  return { error: state.error, pending: false };
}
