// /confirm-payment?ref=<signed payment reference>: the member's bank asked to confirm a payment
// (3-D Secure) that the club tried while they were away; they confirm it here without signing in.
import { Alert, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage, formatMoney, LoadingText, SpinnerButton, ErrorAlert } from '@portal/shared';
import {
  CONFIRM_PAYMENT_BUTTON,
  CONFIRM_PAYMENT_DONE,
  CONFIRM_PAYMENT_FAILED,
  CONFIRM_PAYMENT_INTRO,
  CONFIRM_PAYMENT_INVALID_LINK,
  CONFIRM_PAYMENT_PENDING,
  CONFIRM_PAYMENT_TITLE,
} from '@portal/shared/messages';
import { useCompleteConfirmation, useConfirmation } from '../api/confirm-payment-api';
import { confirmStepFor } from '../lib/confirm-steps';

export function ConfirmPaymentPage() {
  const [params] = useSearchParams();
  const ref = params.get('ref') ?? '';
  const query = useConfirmation(ref);
  const complete = useCompleteConfirmation(ref);
  const [running, setRunning] = useState(false);
  const [stepError, setStepError] = useState<string | null>(null);
  const payment = query.data ?? null;

  const confirm = async () => {
    if (!payment?.step) return;
    setRunning(true);
    setStepError(null);
    try {
      const confirmation = await confirmStepFor(payment.step.kind)(payment.step);
      await complete.mutateAsync(confirmation);
    } catch (e) {
      setStepError(errorMessage(e));
    } finally {
      setRunning(false);
    }
  };

  const body = () => {
    if (!ref) return <Alert color="red" role="alert">{CONFIRM_PAYMENT_INVALID_LINK}</Alert>;
    if (query.error) return <Alert color="red" role="alert">{errorMessage(query.error)}</Alert>;
    if (!payment) return <LoadingText />;
    if (payment.status === 'approved') return <Alert color="green" role="status">{CONFIRM_PAYMENT_DONE}</Alert>;
    if (payment.status === 'pending') return <Alert color="yellow" role="status">{CONFIRM_PAYMENT_PENDING}</Alert>;
    if (payment.status !== 'requires_action') {
      return (
        <Alert color="red" role="alert">
          {payment.message ? `${payment.message} ` : ''}
          {CONFIRM_PAYMENT_FAILED}
        </Alert>
      );
    }
    return (
      <>
        <Text>{CONFIRM_PAYMENT_INTRO(formatMoney(payment.amountCents), payment.clubName)}</Text>
        <Text size="sm" c="dimmed">
          {payment.description}
        </Text>
        <ErrorAlert error={stepError} />
        <Group justify="flex-end">
          <SpinnerButton busy={running} onClick={() => void confirm()}>
            {CONFIRM_PAYMENT_BUTTON}
          </SpinnerButton>
        </Group>
      </>
    );
  };

  return (
    <Container size={560} py="xl">
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <Title order={2}>{CONFIRM_PAYMENT_TITLE}</Title>
          {body()}
        </Stack>
      </Paper>
    </Container>
  );
}
