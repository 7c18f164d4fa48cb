// 'Please enter payment details': promo code, card (vault frame or fields) and Pay (docs/spec/bookings-commerce.md §2.13).
import { Button, Group, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { errorMessage, CardFields, CardFrame, ENTER_PAYMENT_DETAILS, PAY_TOTAL, PAYMENT_FOR, PAYMENT_SUCCESSFUL, SpinnerButton, formatMoney, PaymentAttemptKeys, PromoCodeField, notifyError, notifySuccess, useCardEntry, usePromoCode, useSession, type CardFrameHandle, type CapturedCard, Dialog, ErrorAlert } from '@portal/shared';
import type { OutstandingStudentRow } from '@portal/shared/contracts';
import { payOutstanding, validateCoupon } from '../api/outstanding-api';

export interface PaymentDialogProps {
  student: OutstandingStudentRow | null;
  onClose: (result: 'success' | 'cancel') => void;
}

/** Each student's payment starts afresh (no promo, no card, no earlier error): the form is keyed by the debt. */
export function PaymentDialog({ student, onClose }: PaymentDialogProps) {
  if (!student) return null;
  return <PaymentForm key={student.posTrasanctionId} student={student} onClose={onClose} />;
}

function PaymentForm({ student, onClose }: { student: OutstandingStudentRow; onClose: PaymentDialogProps['onClose'] }) {
  const vault = useSession((s) => Boolean(s.theme?.flags?.pciVaultEnabled));
  const frame = useRef<CardFrameHandle>(null);
  // One Idempotency-Key per payment attempt (see PaymentAttemptKeys).
  const [attempts] = useState(() => new PaymentAttemptKeys());
  const promo = usePromoCode(student.outstandingCents);
  const [card, setCard] = useState<CapturedCard | null>(null);
  const cardEntry = useCardEntry();
  const [busy, setBusy] = useState(false);
  // Why the last payment failed (declined, expired...), named in the dialog until the next try.
  const [payError, setPayError] = useState<string | null>(null);

  // Pay stays disabled while the card is invalid (docs/spec/bookings-commerce.md §5); the kit's rules decide.
  const canPay = vault ? Boolean(card?.Token) : cardEntry.form.isValid();

  const applyPromo = () => promo.apply((code) => validateCoupon({ code, posTrasanctionId: student.posTrasanctionId }));

  const pay = async () => {
    setBusy(true);
    setPayError(null);
    try {
      const typed = vault ? null : cardEntry.check();
      if (!vault && !typed) return;
      const cardPart = vault ? { token: card?.Token, tokenReference: card?.TokenReference } : { ...typed, cardType: undefined };
      const request = { posTrasanctionId: student.posTrasanctionId, promoCode: promo.applied || undefined, ...cardPart };
      await attempts.send(request, (key) => payOutstanding(request, key));
      notifySuccess(PAYMENT_SUCCESSFUL);
      onClose('success');
    } catch (error) {
      const message = errorMessage(error);
      notifyError(message);
      setPayError(message);
      // An expired or wrong card is marked on its field as well as named.
      if (!vault) cardEntry.showServerError(message);
      // A used vault token can't be charged again: capture the card afresh.
      setCard(null);
      frame.current?.reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog opened onClose={() => onClose('cancel')} title={ENTER_PAYMENT_DETAILS} size={500} centered closeOnClickOutside={false}>
      <Stack gap="sm">
        <Text fw={600}>{PAYMENT_FOR(student.studentName)}</Text>
        <Text>{PAY_TOTAL(formatMoney(promo.amountCents))}</Text>
        <PromoCodeField promo={promo} onApply={() => void applyPromo()} placeholder="Enter promo code" />
        {vault ? (
          <>
            {card && <Text size="sm">Card {card.CardNumber} captured.</Text>}
            <CardFrame ref={frame} height={720} onCard={setCard} />
          </>
        ) : (
          <CardFields form={cardEntry.form} cvvLabel="CCV" />
        )}
        <ErrorAlert error={payError} />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onClose('cancel')} disabled={busy}>
            Cancel
          </Button>
          <SpinnerButton busy={busy} disabled={!canPay} onClick={pay}>
            Pay
          </SpinnerButton>
        </Group>
      </Stack>
    </Dialog>
  );
}
