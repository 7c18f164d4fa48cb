// The server's fee quote for the choices on the payment step, asked again whenever they change.
import { useEffect, useState } from 'react';
import type { FeeBreakdown, JoinQuoteBody } from '@portal/shared/contracts';
import { errorText } from '../../../lib/error-text';
import { postQuote } from '../api/join-api';

export interface JoinQuote {
  quote: FeeBreakdown | null;
  /** Why the last quote failed (not a promo problem: a refused promo is `promoRefused`). */
  error: string;
  promoRefused: boolean;
}

/** `choice` null: nothing to quote yet. A refused promo code is reported, not thrown. */
export function useJoinQuote(choice: JoinQuoteBody | null): JoinQuote {
  const [state, setState] = useState<JoinQuote>({ quote: null, error: '', promoRefused: false });
  const key = choice ? JSON.stringify(choice) : '';
  useEffect(() => {
    if (!choice) return;
    let live = true;
    postQuote(choice).then(
      (quote) => live && setState({ quote, error: '', promoRefused: false }),
      (e) => live && setState((s) => (choice.promoCode ? { ...s, promoRefused: true } : { quote: null, error: errorText(e), promoRefused: false })),
    );
    return () => {
      live = false;
    };
    // The serialised choice is the dependency: a new object with the same choices asks nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
