import { Alert, Button, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  CardFields,
  CardFrame,
  cardTypeFromNumber,
  CHECKOUT_FAILED,
  CHECKOUT_PAYMENT_TITLE,
  CHECKOUT_REVIEW_TITLE,
  CHECKOUT_SUCCESS,
  LoadingText,
  PaymentAttemptKeys,
  notifyError,
  notifySuccess,
  payerPaysMessage,
  SpinnerButton,
  useCardEntry,
  useSession,
  validateCardValues,
  type CapturedCard,
  type CardFrameHandle,
} from '@portal/shared';
import type { CheckoutBody } from '@portal/shared/contracts';
import { useCheckOutMutation } from '../api/check-out';
import { useWhoPays } from '../api/who-pays';
import { cartSummaryQuery } from '../../../common/get-cart-summary';
import { cardStepMessage } from '../hooks/validate-card-step';
import { OrderReview } from './order-review';

/** With the vault on the CVV never leaves the frame; the spec sends a placeholder. */
const CVV_PLACEHOLDER = '***';
/** 402: the gateway declined the card (declined, expired, funds): the card step, for another card. */
const DECLINED = 402;

export function CheckoutPage() {
  const navigate = useNavigate();
  const memberNumber = useSession((s) => s.memberNumber);
  const userType = useSession((s) => s.userType);
  const vault = useSession((s) => Boolean(s.theme?.flags?.pciVaultEnabled));
  const setVoucherCode = useSession((s) => s.setVoucherCode);
  const client = useQueryClient();
  const checkOut = useCheckOutMutation().mutateAsync;
  const [step, setStep] = useState(0);
  const card = useCardEntry();
  const [vaultCard, setVaultCard] = useState<CapturedCard | null>(null);
  const [stepError, setStepError] = useState<string | null>(null);
  // Why the last payment failed, named (declined, expired, out of stock, voucher expired); the cart stays.
  const [payError, setPayError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const frame = useRef<CardFrameHandle>(null);
  // One Idempotency-Key per checkout attempt: kept only for an unanswered, unchanged request.
  const [attempts] = useState(() => new PaymentAttemptKeys());
  const paymentTitle = useRef<HTMLHeadingElement>(null);
  const reviewTitle = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  // The control that moved the wizard (the card frame's button, Next, Previous, or Process Payment
  // after a decline) leaves the page with its step, and the focus would fall back to the document.
  // Taking it to the new step's title lets a keyboard or screen-reader user go on from there.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    (step === 0 ? paymentTitle : reviewTitle).current?.focus();
  }, [step]);

  // A household's dependant pays with their payer's stored card: no card step of their own.
  const whoPays = useWhoPays();
  const payerName = whoPays.data?.isDependant ? whoPays.data.payerName : null;
  const summary = useQuery(cartSummaryQuery(memberNumber, userType));
  const cart = summary.isError ? null : (summary.data ?? null);
  // Nothing to pay for (also right after a successful payment): back to the shop.
  useEffect(() => {
    if (summary.data && summary.data.lines.length === 0) navigate('/shop', { replace: true });
  }, [summary.data, navigate]);
  /** The cart as the server has it now (joins a refetch the payment's announcement started). */
  const reload = useCallback(async () => {
    await client.fetchQuery({ ...cartSummaryQuery(memberNumber, userType), staleTime: 0 }).catch(() => undefined);
  }, [client, memberNumber, userType]);

  if (!memberNumber || userType == null) return null;

  const next = () => {
    if (payerName !== null) {
      setPayError(null);
      setStep(1);
      return;
    }
    const values = card.form.getValues();
    const problem = cardStepMessage(values, validateCardValues(values));
    card.check(); // marks every failing field under its input
    // The first problem in the spec's words, above the fields (an alert, so screen readers announce it).
    setStepError(problem);
    if (!problem) {
      setPayError(null);
      setStep(1);
    }
  };

  const onVaultCard = (captured: CapturedCard) => {
    setVaultCard(captured);
    setStepError(null);
    setPayError(null);
    setStep(1);
  };

  const bodyOf = (): CheckoutBody => {
    const common = {
      memberNumber,
      userType,
      voucherCode: cart?.voucherCode ?? '',
      cartLines: (cart?.lines ?? []).map((l) => ({ productId: l.productId, quantity: l.itemQuantity })),
    };
    if (payerName !== null) return common;
    if (vault && vaultCard) {
      return {
        ...common,
        cCNumber: vaultCard.CardNumber,
        cCNameOnCard: vaultCard.NameOnCard,
        cCExpiryMonth: vaultCard.ExpiryMonth,
        cCExpiryYear: vaultCard.ExpiryYear,
        cCCVV: CVV_PLACEHOLDER,
        cardType: cardTypeFromNumber(vaultCard.CardNumber.replace(/#/g, '0')) ?? 'VISACARD',
        token: vaultCard.Token,
        tokenReference: vaultCard.TokenReference,
      };
    }
    const v = card.form.getValues();
    return {
      ...common,
      cCNumber: v.number,
      cCNameOnCard: v.nameOnCard.trim(),
      cCExpiryMonth: v.expiryMonth,
      cCExpiryYear: v.expiryYear,
      cCCVV: v.cvv,
      cardType: cardTypeFromNumber(v.number) ?? 'VISACARD',
    };
  };

  const pay = async () => {
    setPaying(true);
    setPayError(null);
    try {
      const body = bodyOf();
      await attempts.send(body, (idempotencyKey) => checkOut({ body, idempotencyKey }));
      notifySuccess(CHECKOUT_SUCCESS);
      setVoucherCode(null);
      await reload();
    } catch (error) {
      const reason = error instanceof ApiError && !error.isNetworkError ? error.message : '';
      setPayError(reason || CHECKOUT_FAILED);
      notifyError(CHECKOUT_FAILED);
      // The cart is kept; reloading it shows what changed (a voucher dropped, stock left).
      await reload();
      const cardProblem = error instanceof ApiError && (error.status === DECLINED || (!vault && card.showServerError(error.message)));
      if (cardProblem) {
        // Back to the card step once, for another card; nothing is retried by itself.
        if (vault) {
          setVaultCard(null);
          frame.current?.reload();
        }
        setStep(0);
      }
    } finally {
      setPaying(false);
    }
  };

  const leave = (
    <>
      <Button component={Link} to="/shop" variant="default">
        Continue shopping
      </Button>
      <Button component={Link} to="/shopping-cart" variant="default">
        Back to checkout
      </Button>
    </>
  );

  const failure = payError && (
    <Alert color="red" role="alert" mb="sm" title={CHECKOUT_FAILED}>
      <Text size="sm">{payError === CHECKOUT_FAILED ? '' : payError}</Text>
    </Alert>
  );

  return (
    <Stack>
      {!cart || whoPays.isPending ? (
        <LoadingText />
      ) : (
        <Stepper active={step} allowNextStepsSelect={false}>
          <Stepper.Step label="Payment" description={CHECKOUT_PAYMENT_TITLE}>
            <Title order={3} size="h4" mb="sm" ref={paymentTitle} tabIndex={-1}>
              {CHECKOUT_PAYMENT_TITLE}
            </Title>
            {failure}
            {payerName !== null ? (
              <Alert color="blue">{payerPaysMessage(payerName)}</Alert>
            ) : vault ? (
              <CardFrame ref={frame} onCard={onVaultCard} height={700} />
            ) : (
              <>
                {stepError && (
                  <Alert color="yellow" role="alert" mb="sm">
                    {stepError}
                  </Alert>
                )}
                <CardFields form={card.form} />
              </>
            )}
            <Group mt="md" justify="space-between">
              <Group>{leave}</Group>
              {(!vault || payerName !== null) && <Button onClick={next}>Next</Button>}
            </Group>
          </Stepper.Step>
          <Stepper.Step label="Purchase" description={CHECKOUT_REVIEW_TITLE}>
            <Title order={3} size="h4" mb="sm" ref={reviewTitle} tabIndex={-1}>
              {CHECKOUT_REVIEW_TITLE}
            </Title>
            {failure}
            <OrderReview cart={cart} />
            <Group mt="md" justify="space-between">
              <Button variant="default" onClick={() => setStep(0)} disabled={paying}>
                Previous
              </Button>
              <SpinnerButton onClick={pay} busy={paying}>
                Process Payment
              </SpinnerButton>
            </Group>
          </Stepper.Step>
        </Stepper>
      )}
    </Stack>
  );
}
