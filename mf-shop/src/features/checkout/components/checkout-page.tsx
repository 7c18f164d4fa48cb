import { Alert, Button, Group, Stack, Stepper, Title } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  bus,
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
  PageTitle,
  SpinnerButton,
  useSession,
  type CapturedCard,
  type CardFrameHandle,
} from '@portal/shared';
import type { CartSummary, CheckoutBody } from '@portal/shared/contracts';
import { checkOut } from '../api/check-out';
import { getCartSummary } from '../api/get-cart-summary';
import { EMPTY_CARD, validateCardStep, type CardFields as Fields } from '../hooks/validate-card-step';
import { CardFields } from './card-fields';
import { OrderReview } from './order-review';

/** With the vault on the CVV never leaves the frame; the spec sends a placeholder. */
const CVV_PLACEHOLDER = '***';

export function CheckoutPage() {
  const navigate = useNavigate();
  const memberNumber = useSession((s) => s.memberNumber);
  const userType = useSession((s) => s.userType);
  const vault = useSession((s) => Boolean(s.theme?.flags?.pciVaultEnabled));
  const setVoucherCode = useSession((s) => s.setVoucherCode);
  const [cart, setCart] = useState<CartSummary | null>(null);
  const [step, setStep] = useState(0);
  const [fields, setFields] = useState<Fields>(EMPTY_CARD);
  const [vaultCard, setVaultCard] = useState<CapturedCard | null>(null);
  const [stepError, setStepError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const frame = useRef<CardFrameHandle>(null);
  // One key per payment attempt; kept across a network failure so a retry cannot charge twice.
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

  const reload = useCallback(async () => {
    if (!memberNumber || userType == null) return;
    try {
      const next = await getCartSummary(memberNumber, userType);
      setCart(next);
      // Nothing to pay for (also right after a successful payment): back to the shop.
      if (next.lines.length === 0) navigate('/shop', { replace: true });
    } catch {
      setCart(null);
    }
  }, [memberNumber, userType, navigate]);

  useEffect(() => {
    void reload();
  }, [reload]);

  if (!memberNumber || userType == null) return null;

  const next = () => {
    const problem = validateCardStep(fields);
    // Shown inline above the fields (an alert, so screen readers announce it).
    setStepError(problem);
    if (!problem) setStep(1);
  };

  const onVaultCard = (card: CapturedCard) => {
    setVaultCard(card);
    setStepError(null);
    setStep(1);
  };

  const bodyOf = (): CheckoutBody => {
    if (vault && vaultCard) {
      return {
        memberNumber,
        userType,
        cCNumber: vaultCard.CardNumber,
        cCNameOnCard: vaultCard.NameOnCard,
        cCExpiryMonth: vaultCard.ExpiryMonth,
        cCExpiryYear: vaultCard.ExpiryYear,
        cCCVV: CVV_PLACEHOLDER,
        cardType: cardTypeFromNumber(vaultCard.CardNumber.replace(/#/g, '0')) ?? 'VISACARD',
        token: vaultCard.Token,
        tokenReference: vaultCard.TokenReference,
        voucherCode: cart?.voucherCode ?? '',
      };
    }
    return {
      memberNumber,
      userType,
      cCNumber: fields.cardNumber,
      cCNameOnCard: fields.nameOnCard.trim(),
      cCExpiryMonth: fields.expiryMonth ?? '',
      cCExpiryYear: fields.expiryYear ?? '',
      cCCVV: fields.cvv,
      cardType: cardTypeFromNumber(fields.cardNumber) ?? 'VISACARD',
      voucherCode: cart?.voucherCode ?? '',
    };
  };

  const pay = async () => {
    setPaying(true);
    try {
      const body = bodyOf();
      await attempts.send(body, (key) => checkOut(body, key));
      notifySuccess(CHECKOUT_SUCCESS);
      setVoucherCode(null);
      bus.emit('cart:changed', { source: 'mf-shop' });
      await reload();
    } catch {
      notifyError(CHECKOUT_FAILED);
      if (vault) {
        setVaultCard(null);
        setStep(0);
        frame.current?.reload();
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

  return (
    <Stack>
      <PageTitle>Checkout</PageTitle>
      {!cart ? (
        <LoadingText />
      ) : (
        <Stepper active={step} allowNextStepsSelect={false}>
          <Stepper.Step label="Payment" description={CHECKOUT_PAYMENT_TITLE}>
            <Title order={3} size="h4" mb="sm" ref={paymentTitle} tabIndex={-1}>
              {CHECKOUT_PAYMENT_TITLE}
            </Title>
            {vault ? (
              <CardFrame ref={frame} onCard={onVaultCard} height={700} />
            ) : (
              <>
                {stepError && (
                  <Alert color="yellow" role="alert" mb="sm">
                    {stepError}
                  </Alert>
                )}
                <CardFields value={fields} onChange={setFields} />
              </>
            )}
            <Group mt="md" justify="space-between">
              <Group>{leave}</Group>
              {!vault && <Button onClick={next}>Next</Button>}
            </Group>
          </Stepper.Step>
          <Stepper.Step label="Purchase" description={CHECKOUT_REVIEW_TITLE}>
            <Title order={3} size="h4" mb="sm" ref={reviewTitle} tabIndex={-1}>
              {CHECKOUT_REVIEW_TITLE}
            </Title>
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
