// 'Please enter payment details': promo code, card (vault frame or fields) and Pay (docs/spec/bookings-commerce.md §2.13).
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import {
  ApiError,
  CardFields,
  CardFrame,
  ENTER_PAYMENT_DETAILS,
  PAY_TOTAL,
  PAYMENT_FOR,
  PAYMENT_SUCCESSFUL,
  SpinnerButton,
  formatMoney,
  PaymentAttemptKeys,
  notifyError,
  notifySuccess,
  useCardEntry,
  useSession,
  type CardFrameHandle,
  type CapturedCard, Dialog,
  TEXT_LIMITS,
} from '@portal/shared';
import type { OutstandingStudentRow } from '@portal/shared/contracts';
import { payOutstanding, validateCoupon } from '../api/outstanding-api';

export interface PaymentDialogProps {
  student: OutstandingStudentRow | null;
  onClose: (result: 'success' | 'cancel') => void;
}

export function PaymentDialog({ student, onClose }: PaymentDialogProps) {
  const vault = useSession((s) => Boolean(s.theme?.flags?.pciVaultEnabled));
  const frame = useRef<CardFrameHandle>(null);
  // One Idempotency-Key per payment attempt (see PaymentAttemptKeys).
  const [attempts] = useState(() => new PaymentAttemptKeys());
  const [amountCents, setAmountCents] = useState(0);
  const [promo, setPromo] = useState('');
  const [promoState, setPromoState] = useState<{ ok: boolean; text: string } | null>(null);
  const [appliedPromo, setAppliedPromo] = useState('');
  const [card, setCard] = useState<CapturedCard | null>(null);
  const cardEntry = useCardEntry();
  const resetCard = cardEntry.reset;
  const [busy, setBusy] = useState(false);
  // Why the last payment failed (declined, expired...), named in the dialog until the next try.
  const [payError, setPayError] = useState<string | null>(null);

  useEffect(() => {
    setAmountCents(student?.outstandingCents ?? 0);
    setPromo('');
    setPromoState(null);
    setAppliedPromo('');
    setCard(null);
    resetCard();
  }, [student, resetCard]);

  if (!student) return null;

  // Pay stays disabled while the card is invalid (docs/spec/bookings-commerce.md §5); the kit's rules decide.
  const canPay = vault ? Boolean(card?.Token) : cardEntry.form.isValid();

  const applyPromo = async () => {
    try {
      const result = await validateCoupon({ code: promo, posTrasanctionId: student.posTrasanctionId });
      setAmountCents(result.outstandingCents);
      setAppliedPromo(promo);
      setPromoState({ ok: true, text: 'Promo code applied' });
    } catch (error) {
      setAmountCents(student.outstandingCents);
      setAppliedPromo('');
      setPromoState({ ok: false, text: error instanceof ApiError ? error.message : String(error) });
    }
  };

  const pay = async () => {
    setBusy(true);
    setPayError(null);
    try {
      const typed = vault ? null : cardEntry.check();
      if (!vault && !typed) return;
      const cardPart = vault ? { token: card?.Token, tokenReference: card?.TokenReference } : { ...typed, cardType: undefined };
      const request = { posTrasanctionId: student.posTrasanctionId, promoCode: appliedPromo || undefined, ...cardPart };
      await attempts.send(request, (key) => payOutstanding(request, key));
      notifySuccess(PAYMENT_SUCCESSFUL);
      onClose('success');
    } catch (error) {
      const message = error instanceof ApiError ? error.message : String(error);
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
        <Text>{PAY_TOTAL(formatMoney(amountCents))}</Text>
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            maxLength={TEXT_LIMITS.promoCode}
            label="Promo code"
            placeholder="Enter promo code"
            value={promo}
            onChange={(e) => setPromo(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button variant="light" onClick={applyPromo} disabled={!promo.trim()}>
            Apply Promo Code
          </Button>
        </Group>
        <Text size="sm" c={promoState ? (promoState.ok ? 'green' : 'red') : 'dimmed'} role={promoState ? 'status' : undefined}>
          {promoState ? promoState.text : 'Enter promo code'}
        </Text>
        {vault ? (
          <>
            {card && <Text size="sm">Card {card.CardNumber} captured.</Text>}
            <CardFrame ref={frame} height={720} onCard={setCard} />
          </>
        ) : (
          <CardFields form={cardEntry.form} cvvLabel="CCV" />
        )}
        {payError && (
          <Alert color="red" role="alert">
            {payError}
          </Alert>
        )}
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
