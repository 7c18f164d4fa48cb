// /swim-settle-outstanding?ref=<signed reference>: pay a student's balance without signing in.
import { Alert, Button, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  announceChange,
  serverKeys,
  ApiError,
  CardFrame,
  LoadingText,
  PAY_TOTAL,
  PAYMENT_FOR,
  PAYMENT_SUCCESSFUL,
  SpinnerButton,
  formatMoney,
  PaymentAttemptKeys,
  notifyError,
  notifySuccess,
  type CapturedCard,
  type CardFrameHandle,
} from '@portal/shared';
import type { SettleDetail } from '@portal/shared/contracts';
import { checkSwimCoupon, fetchSettleDetail, settleOutstanding } from '../api/settle-api';

export function SwimSettleOutstandingPage() {
  const [params] = useSearchParams();
  const reference = params.get('ref') ?? params.get('id') ?? '';
  const frame = useRef<CardFrameHandle>(null);
  // One Idempotency-Key per payment attempt (see PaymentAttemptKeys).
  const [attempts] = useState(() => new PaymentAttemptKeys());
  // Under the outstanding root (a payment refreshes it); read fresh on every visit of the link.
  const query = useQuery({
    queryKey: [...serverKeys.outstanding, 'settle', reference],
    queryFn: () => fetchSettleDetail(reference),
    enabled: Boolean(reference),
    gcTime: 0,
  });
  const detail: SettleDetail | null = query.data ?? null;
  const loadError = !reference
    ? 'This payment link is not valid.'
    : query.error
      ? query.error instanceof ApiError
        ? query.error.message
        : String(query.error)
      : null;
  // The amount due, until a promo code prices it otherwise.
  const [promoAmountCents, setAmountCents] = useState<number | null>(null);
  const amountCents = promoAmountCents ?? detail?.outstandingCents ?? 0;
  const [promo, setPromo] = useState('');
  const [applied, setApplied] = useState('');
  const [promoState, setPromoState] = useState<{ ok: boolean; text: string } | null>(null);
  const [card, setCard] = useState<CapturedCard | null>(null);
  const [busy, setBusy] = useState(false);
  const [paid, setPaid] = useState(false);
  // Why the last payment failed (declined, expired...), named on the page until the next try.
  const [payError, setPayError] = useState<string | null>(null);

  const applyPromo = async () => {
    if (!detail) return;
    try {
      const r = await checkSwimCoupon({ referenceNumber: reference, couponCode: promo, posTransactionId: detail.posTransactionId });
      setAmountCents(r.outstandingCents);
      setApplied(promo);
      setPromoState({ ok: true, text: 'Promo code applied' });
    } catch (e) {
      setAmountCents(detail.outstandingCents);
      setApplied('');
      setPromoState({ ok: false, text: e instanceof ApiError ? e.message : String(e) });
    }
  };

  const pay = async () => {
    if (!card) return;
    setBusy(true);
    setPayError(null);
    try {
      const request = { referenceNumber: reference, token: card.Token, tokenReference: card.TokenReference, promoCode: applied || undefined };
      await attempts.send(request, (key) => settleOutstanding(request, key));
      notifySuccess(PAYMENT_SUCCESSFUL);
      // A guardian signed in elsewhere in this browser sees the dues go (bell, swim pages).
      announceChange('outstanding');
      setPaid(true);
    } catch (e) {
      const message = e instanceof ApiError ? e.message : String(e);
      notifyError(message);
      setPayError(message);
      setCard(null);
      frame.current?.reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container size={560} py="xl">
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <Title order={2}>Settle Outstanding Balance</Title>
          {loadError ? (
            <Alert color="red" role="alert">
              {loadError}
            </Alert>
          ) : !detail ? (
            <LoadingText />
          ) : paid || detail.outstandingCents === 0 ? (
            <Alert color="green" role="status">
              {paid ? PAYMENT_SUCCESSFUL : 'There is nothing owing on this balance.'}
            </Alert>
          ) : (
            <>
              <Text fw={600}>{PAYMENT_FOR(detail.studentName)}</Text>
              <Text size="sm">
                {detail.clubName} - {detail.description}
              </Text>
              <Text>{PAY_TOTAL(formatMoney(amountCents))}</Text>
              <Group align="flex-end" wrap="nowrap">
                <TextInput label="Promo code" value={promo} onChange={(e) => setPromo(e.currentTarget.value)} style={{ flex: 1 }} />
                <Button variant="light" onClick={() => void applyPromo()} disabled={!promo.trim()}>
                  Apply Promo Code
                </Button>
              </Group>
              <Text size="sm" c={promoState ? (promoState.ok ? 'green' : 'red') : 'dimmed'}>
                {promoState ? promoState.text : 'Enter promo code'}
              </Text>
              {payError && (
                <Alert color="red" role="alert">
                  {payError}
                </Alert>
              )}
              {card && <Text size="sm">Card {card.CardNumber} captured.</Text>}
              <CardFrame ref={frame} height={720} onCard={setCard} query={{ accountId: detail.accountId }} />
              <Group justify="flex-end">
                <SpinnerButton busy={busy} disabled={!card} onClick={() => void pay()}>
                  Pay
                </SpinnerButton>
              </Group>
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
