// /swim-settle-outstanding?ref=<signed reference>: pay a student's balance without signing in.
import { Alert, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { errorMessage, announceChange, serverKeys, ApiError, CardFrame, LoadingText, PAY_TOTAL, PAYMENT_FOR, PAYMENT_SUCCESSFUL, SpinnerButton, formatMoney, PaymentAttemptKeys, PromoCodeField, notifyError, notifySuccess, usePromoCode, type CapturedCard, type CardFrameHandle, ErrorAlert } from '@portal/shared';
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
  const promo = usePromoCode();
  const resetPromo = promo.reset;
  const [card, setCard] = useState<CapturedCard | null>(null);
  const [busy, setBusy] = useState(false);
  const [paid, setPaid] = useState(false);
  // Why the last payment failed (declined, expired...), named on the page until the next try.
  const [payError, setPayError] = useState<string | null>(null);

  // The amount due, until a promo code prices it otherwise.
  const dueCents = detail?.outstandingCents;
  useEffect(() => {
    if (dueCents !== undefined) resetPromo(dueCents);
  }, [dueCents, resetPromo]);

  const applyPromo = async () => {
    if (!detail) return;
    await promo.apply((couponCode) => checkSwimCoupon({ referenceNumber: reference, couponCode, posTransactionId: detail.posTransactionId }));
  };

  const pay = async () => {
    if (!card) return;
    setBusy(true);
    setPayError(null);
    try {
      const request = { referenceNumber: reference, token: card.Token, tokenReference: card.TokenReference, promoCode: promo.applied || undefined };
      await attempts.send(request, (key) => settleOutstanding(request, key));
      notifySuccess(PAYMENT_SUCCESSFUL);
      // A guardian signed in elsewhere in this browser sees the dues go (bell, swim pages).
      announceChange('outstanding');
      setPaid(true);
    } catch (e) {
      const message = errorMessage(e);
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
              <Text>{PAY_TOTAL(formatMoney(promo.amountCents))}</Text>
              <PromoCodeField promo={promo} onApply={() => void applyPromo()} />
              <ErrorAlert error={payError} />
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
