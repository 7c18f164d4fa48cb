import { Group, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage, DebitFields, SpinnerButton, notifyError, notifySuccess, PaymentTypeSelect, useCardEntry, useDebitEntry, useSession, type CapturedCard, type PaymentTypeCode, ErrorAlert } from '@portal/shared';
import type { PaymentSetupBody } from '@portal/shared/contracts';
import { CardEntry, cardPayload } from './card-entry';
import { savePaymentSetup } from './save-payment-setup';

const CARD: PaymentTypeCode = '17';
const DEBIT: PaymentTypeCode = '19';

export interface PaymentMethodFormProps {
  onSaved?: () => void;
  onCancel?: () => void;
}

/** Update Payment Method: credit card (17, fields or vault frame) or direct debit (19). */
export function PaymentMethodForm({ onSaved, onCancel }: PaymentMethodFormProps) {
  const memberNumber = useSession((s) => s.memberNumber);
  const vault = useSession((s) => Boolean(s.theme?.flags?.pciVaultEnabled));
  const [paymentType, setPaymentType] = useState<PaymentTypeCode>(CARD);
  const card = useCardEntry();
  const [captured, setCaptured] = useState<CapturedCard | null>(null);
  const debit = useDebitEntry('member');
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** The body, the message for above the buttons, or null when the kit marked the fields. */
  const cardBody = (): PaymentSetupBody | string | null => {
    const payload = cardPayload(vault, card, captured);
    if (typeof payload === 'string' || payload === null) return payload;
    // The payment-setup contract names the CVV and card type differently from the purchase payloads.
    const { cccVv, cardType, ...rest } = payload;
    return { paymentType: 17, ...rest, ccCVV: cccVv, ccCardType: cardType };
  };

  const debitBody = (): PaymentSetupBody | null => {
    const body = debit.check();
    return body ? { paymentType: 19, ...body } : null;
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const body = paymentType === CARD ? cardBody() : debitBody();
    if (typeof body === 'string' || body === null) {
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
      const message = errorMessage(err);
      // On the field it concerns when it is a card field; above the buttons otherwise.
      if (!(paymentType === CARD && !vault && card.showServerError(message))) setFormError(message);
      notifyError(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Update Payment Method">
      <Stack gap="sm">
        <PaymentTypeSelect
          value={paymentType}
          onChange={(v) => {
            setPaymentType(v);
            setFormError(null);
          }}
        />
        {paymentType === CARD && <CardEntry vault={vault} card={card} captured={captured} onCaptured={setCaptured} />}
        {paymentType === DEBIT && <DebitFields entry={debit} />}
        <ErrorAlert error={formError} />
        <Group justify="flex-end">
          {onCancel && (
            <SpinnerButton variant="default" onClick={onCancel} disabled={busy}>
              Cancel
            </SpinnerButton>
          )}
          <SpinnerButton type="submit" busy={busy} disabled={paymentType === DEBIT && debit.bsb.pending}>
            Save
          </SpinnerButton>
        </Group>
      </Stack>
    </form>
  );
}
