// The direct-debit half of the payment-fields kit: @mantine/form state, the bank rules of
// validators/bank.ts (also the API's) and the server's BSB lookup, errors under each field.
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useCallback, useEffect, useRef } from 'react';
import { validateDebitValues, type ACCOUNT_NUMBER_BOUNDS, type DebitValues } from '../../validators/bank';
import { useBsbLookup, type BsbLookup } from './use-bsb-lookup';

export type DebitFlow = keyof typeof ACCOUNT_NUMBER_BOUNDS;
export const EMPTY_DEBIT_VALUES: DebitValues = { bsb1: '', bsb2: '', accountNumber: '', accountName: '' };

/** Direct debit as every payload of the API names it. */
export interface DebitBody {
  bsbNumber1: string;
  bsbNumber2: string;
  accountNumber: string;
  accountName: string;
}

export type DebitForm = UseFormReturnType<DebitValues>;

export interface DebitEntry {
  form: DebitForm;
  bsb: BsbLookup;
  flow: DebitFlow;
  /** Validates every field (errors appear under them, the BSB lookup's on the BSB); the body, or null. */
  check: () => DebitBody | null;
  /**
   * `check` once the BSB lookup has answered: a Next pressed during the lookup's pause (500 ms and
   * the request) waits for it and goes on, instead of doing nothing (DebitFields says it is checking).
   */
  checked: () => Promise<DebitBody | null>;
}

export function debitBodyOf(values: DebitValues): DebitBody {
  return { bsbNumber1: values.bsb1, bsbNumber2: values.bsb2, accountNumber: values.accountNumber, accountName: values.accountName.trim() };
}

export function useDebitEntry(flow: DebitFlow = 'member', initial: Partial<DebitValues> = {}): DebitEntry {
  const form = useForm<DebitValues>({
    mode: 'controlled',
    initialValues: { ...EMPTY_DEBIT_VALUES, ...initial },
    validate: (values) => validateDebitValues(values, flow),
  });
  const { bsb1, bsb2 } = form.getValues();
  const bsb = useBsbLookup(bsb1, bsb2);
  const check = useCallback(() => {
    const result = form.validate();
    if (!result.hasErrors && bsb.error) form.setFieldError('bsb2', bsb.error);
    if (result.hasErrors || bsb.error || bsb.pending) return null;
    return debitBodyOf(form.getValues());
  }, [form, bsb.error, bsb.pending]);
  // The latest check and the callers waiting for the lookup, released when it answers.
  const latest = useRef({ check, pending: bsb.pending });
  const waiting = useRef<Array<() => void>>([]);
  useEffect(() => {
    latest.current = { check, pending: bsb.pending };
    if (bsb.pending || waiting.current.length === 0) return;
    const release = waiting.current;
    waiting.current = [];
    release.forEach((go) => go());
  }, [bsb.pending, check]);
  const checked = useCallback(async () => {
    if (latest.current.pending) await new Promise<void>((resolve) => waiting.current.push(resolve));
    return latest.current.check();
  }, []);
  return { form, bsb, flow, check, checked };
}
