// The server's fee quote for the choices on the payment step, asked again whenever they change.
import { useEffect, useState } from 'react';
import type { FeeBreakdown, JoinQuoteBody } from '@portal/shared/contracts';
import { errorText } from '../../../lib/error-text';
import { postQuote } from '../api/join-api';

export interface JoinQuote {
  quote: FeeBreakdown | null;
  /** Why the last quote failed (a refused promo code goes to `onPromoRefused` instead). */
  error: string;
}

/** `choice` null: nothing to quote yet. A quote refused with a promo code calls `onPromoRefused`. */
export function useJoinQuote(choice: JoinQuoteBody | null, onPromoRefused: () => void): JoinQuote {
  const [state, setState] = useState<JoinQuote>({ quote: null, error: '' });
  const key = choice ? JSON.stringify(choice) : '';
  useEffect(() => {
    if (!choice) return;
    let live = true;
    postQuote(choice).then(
      (quote) => live && setState({ quote, error: '' }),
      (e) => {
        if (!live) return;
        if (choice.promoCode) onPromoRefused();
        else setState({ quote: null, error: errorText(e) });
      },
    );
    return () => {
      live = false;
    };
    // The serialised choice is the dependency: a new object with the same choices asks nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
