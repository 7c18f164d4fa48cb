import { useCallback, useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { PROMO_APPLIED } from '../../messages/membership';

export interface PromoResult {
  ok: boolean;
  text: string;
}

/**
 * A promo code on an amount owed: the code typed, the one applied, what the server said, and the
 * amount to pay, from `initialCents`. `reset(cents)` starts over on a new balance; a refused code brings that amount back.
 */
export function usePromoCode(initialCents = 0) {
  const [code, setCode] = useState('');
  const [applied, setApplied] = useState('');
  const [result, setResult] = useState<PromoResult | null>(null);
  const [baseCents, setBaseCents] = useState(initialCents);
  const [amountCents, setAmountCents] = useState(initialCents);

  const reset = useCallback((cents: number) => {
    setCode('');
    setApplied('');
    setResult(null);
    setBaseCents(cents);
    setAmountCents(cents);
  }, []);

  /** Asks the server what the code takes off; `check` answers the new amount owed. */
  const apply = async (check: (code: string) => Promise<{ outstandingCents: number }>) => {
    try {
      const r = await check(code);
      setAmountCents(r.outstandingCents);
      setApplied(code);
      setResult({ ok: true, text: PROMO_APPLIED });
    } catch (e) {
      setAmountCents(baseCents);
      setApplied('');
      setResult({ ok: false, text: errorMessage(e) });
    }
  };

  return { code, setCode, applied, result, amountCents, reset, apply };
}

export type PromoCode = ReturnType<typeof usePromoCode>;
