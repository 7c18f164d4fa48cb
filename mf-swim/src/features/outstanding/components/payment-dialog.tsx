// 'Please enter payment details': promo code, card (vault frame or fields) and Pay (spec §2.13).
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import {
  ApiError,
  CardFrame,
  ENTER_PAYMENT_DETAILS,
  LettersOnlyInput,
  PAY_TOTAL,
  PAYMENT_FOR,
  PAYMENT_SUCCESSFUL,
  SpinnerButton,
  formatMoney,
  luhn,
  PaymentAttemptKeys,
  notifyError,
  notifySuccess,
  useSession,
  type CardFrameHandle,
  type CapturedCard, Dialog } from '@portal/shared';
import type { OutstandingStudentRow } from '@portal/shared/contracts';
import { payOutstanding, validateCoupon } from '../api/outstanding-api';

export interface PaymentDialogProps {
  student: OutstandingStudentRow | null;
  onClose: (result: 'success' | 'cancel') => void;
}

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
const years = () => Array.from({ length: 8 }, (_, i) => String(new Date().getFullYear() + i));

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
  const [fields, setFields] = useState({ ccNumber: '', ccNameOnCard: '', ccExpiryMonth: '', ccExpiryYear: '', cccVv: '' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setAmountCents(student?.outstandingCents ?? 0);
    setPromo('');
    setPromoState(null);
    setAppliedPromo('');
    setCard(null);
    setFields({ ccNumber: '', ccNameOnCard: '', ccExpiryMonth: '', ccExpiryYear: '', cccVv: '' });
  }, [student]);

  if (!student) return null;

  const fieldsValid =
    /^\d{16}$/.test(fields.ccNumber) &&
    luhn(fields.ccNumber) &&
    /^[A-Za-z ]+$/.test(fields.ccNameOnCard.trim()) &&
    fields.ccExpiryMonth !== '' &&
    fields.ccExpiryYear !== '' &&
    /^\d{3,4}$/.test(fields.cccVv);
  const canPay = vault ? Boolean(card?.Token) : fieldsValid;

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
    try {
      const cardPart = vault
        ? { token: card?.Token, tokenReference: card?.TokenReference }
        : { ...fields };
      const request = { posTrasanctionId: student.posTrasanctionId, promoCode: appliedPromo || undefined, ...cardPart };
      await attempts.send(request, (key) => payOutstanding(request, key));
      notifySuccess(PAYMENT_SUCCESSFUL);
      onClose('success');
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : String(error));
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
          <>
            <TextInput
              label="Card number"
              inputMode="numeric"
              maxLength={16}
              value={fields.ccNumber}
              onChange={(e) => setFields({ ...fields, ccNumber: e.currentTarget.value.replace(/\D/g, '') })}
            />
            <LettersOnlyInput
              label="Name on card"
              value={fields.ccNameOnCard}
              onChange={(e) => setFields({ ...fields, ccNameOnCard: e.currentTarget.value })}
            />
            <Group grow>
              <Select label="Expiry month" data={MONTHS} value={fields.ccExpiryMonth || null} onChange={(v) => setFields({ ...fields, ccExpiryMonth: v ?? '' })} />
              <Select label="Expiry year" data={years()} value={fields.ccExpiryYear || null} onChange={(v) => setFields({ ...fields, ccExpiryYear: v ?? '' })} />
              <TextInput
                label="CCV"
                type="password"
                maxLength={4}
                value={fields.cccVv}
                onChange={(e) => setFields({ ...fields, cccVv: e.currentTarget.value.replace(/\D/g, '') })}
              />
            </Group>
          </>
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
