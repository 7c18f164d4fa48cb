// The server's fee quote for the choices on the payment step, asked again whenever they change.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useErrorNotice } from '@portal/shared';
import type { FeeBreakdown, JoinQuoteBody } from '@portal/shared/contracts';
import { postQuote } from '../api/join-api';
import { errorMessage } from '@portal/shared';

export interface JoinQuote {
  quote: FeeBreakdown | null;
  /** Why the last quote failed (a refused promo code goes to `onPromoRefused` instead). */
  error: string;
}

/** `choice` null: nothing to quote yet. A quote refused with a promo code calls `onPromoRefused`. */
export function useJoinQuote(choice: JoinQuoteBody | null, onPromoRefused: () => void): JoinQuote {
  const query = useQuery({
    queryKey: ['public', 'join-quote', choice],
    queryFn: () => postQuote(choice!),
    enabled: choice !== null,
    // The quote is a POST: asked once per choice; the last quote stays while the next is asked.
    retry: false,
    placeholderData: keepPreviousData,
  });
  useErrorNotice(query.error, () => {
    if (choice?.promoCode) onPromoRefused();
  });
  const refusedWithoutPromo = query.error && !choice?.promoCode;
  return { quote: refusedWithoutPromo ? null : (query.data ?? null), error: refusedWithoutPromo ? errorMessage(query.error) : '' };
}
