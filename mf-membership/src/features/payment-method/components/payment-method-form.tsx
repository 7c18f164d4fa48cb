import { Alert, Group, Select, Stack, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import {
  ApiError,
  LETTERS_AND_SPACES,
  LettersOnlyInput,
  SpinnerButton,
  notifyError,
  notifySuccess,
  useSession,
  validateAccountNumber,
  validateDebitRule,
  type CapturedCard,
} from '@portal/shared';
import type { PaymentSetupBody } from '@portal/shared/contracts';
import { CardEntry, EMPTY_CARD, cardPayload, type ManualCard } from '../../../common/card-entry';
import { savePaymentSetup } from '../api/save-payment-setup';
import { useBsbCheck } from '../hooks/use-bsb-check';

const CARD = '17';
const DEBIT = '19';
const PAYMENT_TYPES = [
  { value: CARD, label: 'Credit Card' },
  { value: DEBIT, label: 'Direct Debit' },
];
const LETTERS = /^[A-Za-z ]*$/;

export interface PaymentMethodFormProps {
  onSaved?: () => void;
  onCancel?: () => void;
}

/** Update Payment Method: credit card (17, fields or vault frame) or direct debit (19). */
export function PaymentMethodForm({ onSaved, onCancel }: PaymentMethodFormProps) {
  const memberNumber = useSession((s) => s.memberNumber);
  const vault = useSession((s) => Boolean(s.theme?.flags?.pciVaultEnabled));
  const [paymentType, setPaymentType] = useState<string>(CARD);
  const [card, setCard] = useState<ManualCard>(EMPTY_CARD);
  const [captured, setCaptured] = useState<CapturedCard | null>(null);
  const [debit, setDebit] = useState({ bsb1: '', bsb2: '', accountNumber: '', accountName: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const bsb2Ref = useRef<HTMLInputElement>(null);
  const bsb = useBsbCheck(debit.bsb1, debit.bsb2);

  const cardBody = (): PaymentSetupBody | string => {
    const payload = cardPayload(vault, card, captured);
    if (typeof payload === 'string') return payload;
    // The payment-setup contract names the CVV and card type differently from the purchase payloads.
    const { cccVv, cardType, ...rest } = payload;
    return { paymentType: 17, ...rest, ccCVV: cccVv, ccCardType: cardType };
  };

  const debitBody = (): PaymentSetupBody | string => {
    const rule = validateDebitRule({ bsbNumber1: debit.bsb1, bsbNumber2: debit.bsb2, accountNumber: debit.accountNumber, accountName: debit.accountName });
    if (rule) return rule;
    if (bsb.error) return bsb.error;
    const account = validateAccountNumber(debit.accountNumber, 'member');
    if (account) return account;
    if (!LETTERS.test(debit.accountName)) return LETTERS_AND_SPACES;
    return { paymentType: 19, bsbNumber1: debit.bsb1, bsbNumber2: debit.bsb2, accountNumber: debit.accountNumber, accountName: debit.accountName.trim() };
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const body = paymentType === CARD ? cardBody() : debitBody();
    if (typeof body === 'string') {
      setFormError(body);
      return;
    }
    setFormError(null);
    setBusy(true);
    try {
      const message = await savePaymentSetup({ ...body, userId: memberNumber ?? undefined });
      notifySuccess(message);
      onSaved?.();
    } catch (err) {
      const message = err instanceof ApiError ? err.message : String(err);
      setFormError(message);
      notifyError(message);
    } finally {
      setBusy(false);
    }
  };

  const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

  return (
    <form onSubmit={submit} noValidate aria-label="Update Payment Method">
      <Stack gap="sm">
        <Select
          label="Payment type"
          data={PAYMENT_TYPES}
          value={paymentType}
          onChange={(v) => {
            setPaymentType(v ?? CARD);
            setFormError(null);
          }}
          allowDeselect={false}
        />
        {paymentType === CARD && <CardEntry vault={vault} manual={card} onManual={setCard} captured={captured} onCaptured={setCaptured} />}
        {paymentType === DEBIT && (
          <>
            <Group grow align="flex-start">
              <TextInput
                label="Bsb number"
                inputMode="numeric"
                value={debit.bsb1}
                onChange={(e) => {
                  const value = digits(e.currentTarget.value, 3);
                  setDebit({ ...debit, bsb1: value });
                  // Focus moves to the second part after 3 digits.
                  if (value.length === 3) bsb2Ref.current?.focus();
                }}
              />
              <TextInput
                ref={bsb2Ref}
                label="Bsb number 2"
                inputMode="numeric"
                value={debit.bsb2}
                onChange={(e) => setDebit({ ...debit, bsb2: digits(e.currentTarget.value, 3) })}
                error={bsb.error}
              />
            </Group>
            <TextInput
              label="Account number"
              inputMode="numeric"
              value={debit.accountNumber}
              onChange={(e) => setDebit({ ...debit, accountNumber: digits(e.currentTarget.value, 9) })}
            />
            <LettersOnlyInput label="Account name" value={debit.accountName} onChange={(e) => setDebit({ ...debit, accountName: e.currentTarget.value })} />
          </>
        )}
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end">
          {onCancel && (
            <SpinnerButton variant="default" onClick={onCancel} disabled={busy}>
              Cancel
            </SpinnerButton>
          )}
          <SpinnerButton type="submit" busy={busy} disabled={paymentType === DEBIT && bsb.pending}>
            Save
          </SpinnerButton>
        </Group>
      </Stack>
    </form>
  );
}
