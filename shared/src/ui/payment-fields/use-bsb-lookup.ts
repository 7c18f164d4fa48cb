import { useEffect, useState } from 'react';
import { apiGet } from '../../api';
import { ApiError } from '../../api/api-error';
import type { BsbPayload } from '../../contracts/payments';
import { INVALID_BSB } from '../../messages/payments';
import { joinBsb } from '../../validators/bank';

/** The spec's BSB check debounce (docs/spec/account-core.md §9, docs/spec/bookings-commerce.md §5). */
export const BSB_CHECK_DELAY_MS = 500;

export interface BsbLookup {
  /** The server's message when the BSB is unknown; null when valid or not checked yet. */
  error: string | null;
  /** 'Institution (STATE)' of a valid BSB. */
  info: string | null;
  pending: boolean;
}

/** GET /bsb/{xxx-xxx} once both parts have 3 digits and typing has paused for 500 ms. */
export function useBsbLookup(part1: string, part2: string): BsbLookup {
  const [state, setState] = useState<{ key: string; error: string | null; info: string | null } | null>(null);
  const complete = /^\d{3}$/.test(part1) && /^\d{3}$/.test(part2);
  const key = joinBsb(part1, part2);

  useEffect(() => {
    if (!complete) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiGet<BsbPayload>(`/bsb/${encodeURIComponent(key)}`, { signal: controller.signal })
        .then((bsb) => setState({ key, error: null, info: `${bsb.institution} (${bsb.state})` }))
        .catch((err: unknown) => {
          if ((err as Error)?.name === 'AbortError') return;
          setState({ key, error: err instanceof ApiError ? err.message : INVALID_BSB, info: null });
        });
    }, BSB_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [complete, key]);

  if (!complete) return { error: null, info: null, pending: false };
  if (state?.key !== key) return { error: null, info: null, pending: true };
  return { error: state.error, info: state.info, pending: false };
}
