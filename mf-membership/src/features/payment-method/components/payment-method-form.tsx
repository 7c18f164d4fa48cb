import { Alert, Group, PasswordInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import {
  ApiError,
  CARD_CAPTURE_FAILED,
  CardFrame,
  EXPIRY_MONTHS,
  INVALID_CARD_NUMBER,
  LETTERS_AND_SPACES,
  LettersOnlyInput,
  SpinnerButton,
  cardTypeFromNumber,
  expiryYearOptions,
  maskCardForVault,
  notifyError,
  notifySuccess,
  useSession,
  validateAccountNumber,
  validateCardRule,
  validateDebitRule,
  type CapturedCard,
} from '@portal/shared';
import type { PaymentSetupBody } from '@portal/shared/contracts';
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
  const [card, setCard] = useState({ name: '', number: '', month: null as string | null, year: null as string | null, cvv: '' });
  const [captured, setCaptured] = useState<CapturedCard | null>(null);
  const [debit, setDebit] = useState({ bsb1: '', bsb2: '', accountNumber: '', accountName: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const bsb2Ref = useRef<HTMLInputElement>(null);
  const bsb = useBsbCheck(debit.bsb1, debit.bsb2);
  const brand = cardTypeFromNumber(card.number);

  const cardBody = (): PaymentSetupBody | string => {
    if (vault) {
      if (!captured?.Token) return CARD_CAPTURE_FAILED;
      return {
        paymentType: 17,
        token: captured.Token,
        tokenReference: captured.TokenReference,
        ccNumber: captured.CardNumber,
        ccNameOnCard: captured.NameOnCard,
        ccExpiryMonth: captured.ExpiryMonth,
        ccExpiryYear: captured.ExpiryYear,
        ccCVV: '000',
      };
    }
    const rule = validateCardRule({ ccNumber: card.number, ccNameOnCard: card.name, ccExpiryMonth: card.month, ccExpiryYear: card.year, cvv: card.cvv }, false);
    if (rule) return rule;
    if (card.number.length !== 16) return INVALID_CARD_NUMBER;
    if (!/^\d{3}$/.test(card.cvv)) return 'Please enter valid numbers.';
    if (!LETTERS.test(card.name)) return LETTERS_AND_SPACES;
    return {
      paymentType: 17,
      ccNumber: card.number,
      ccNameOnCard: card.name.trim(),
      ccExpiryMonth: card.month!,
      ccExpiryYear: card.year!,
      ccCVV: card.cvv,
      ccCardType: brand ?? undefined,
    };
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
        {paymentType === CARD && vault && (
          <>
            {captured && (
              <Text size="sm">
                Card {captured.CardNumber} ({captured.NameOnCard})
              </Text>
            )}
            <CardFrame height={680} onCard={setCaptured} />
          </>
        )}
        {paymentType === CARD && !vault && (
          <>
            <LettersOnlyInput label="Name on card" value={card.name} onChange={(e) => setCard({ ...card, name: e.currentTarget.value })} maxLength={255} />
            <TextInput
              label="Card number"
              inputMode="numeric"
              value={card.number}
              onChange={(e) => setCard({ ...card, number: digits(e.currentTarget.value, 16) })}
              rightSection={brand ? <Text size="xs">{brand.replace('CARD', '')}</Text> : null}
              rightSectionWidth={80}
            />
            <Group grow align="flex-start">
              <Select label="Expiry month" data={[...EXPIRY_MONTHS]} value={card.month} onChange={(v) => setCard({ ...card, month: v })} />
              <Select label="Expiry year" data={expiryYearOptions()} value={card.year} onChange={(v) => setCard({ ...card, year: v })} />
              <PasswordInput label="CVV" inputMode="numeric" value={card.cvv} onChange={(e) => setCard({ ...card, cvv: digits(e.currentTarget.value, 3) })} />
            </Group>
          </>
        )}
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
