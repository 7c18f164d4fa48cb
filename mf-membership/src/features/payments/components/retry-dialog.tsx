// Retry of a failed payment: a card (the vault frame or the typed fields, which are tokenised
// first) and one Idempotency-Key per attempt (PaymentAttemptKeys), through the server's payOnce.
import { Button, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import {
  errorMessage,
  ApiError,
  Dialog,
  PaymentAttemptKeys,
  formatMoney,
  notifySuccess,
  notifyWarning,
  useSession,
  useCardEntry,
} from '@portal/shared';
import type { PaymentHistoryItem } from '@portal/shared/contracts';
import { CardEntry, cardPayload, useVaultCard } from '../../../common/card-entry';
import { retryPayment, tokenizeCard } from '../api/payments-api';

export interface RetryDialogProps {
  payment: PaymentHistoryItem | null;
  onClose: () => void;
  onPaid: () => void;
}

export function RetryDialog({ payment, onClose, onPaid }: RetryDialogProps) {
  const vault = useSession((s) => Boolean(s.theme?.flags?.pciVaultEnabled));
  const card = useCardEntry();
  const vaultCard = useVaultCard();
  const [busy, setBusy] = useState(false);
  const keys = useMemo(() => new PaymentAttemptKeys(), []);

  const pay = async () => {
    if (!payment) return;
    // Pressed just after "Use this card": the card the frame is still capturing, once it is there.
    const payload = cardPayload(vault, card, await vaultCard.settled());
    if (payload === null) return; // the kit has marked the fields
    if (typeof payload === 'string') {
      notifyWarning(payload);
      return;
    }
    setBusy(true);
    try {
      const token = payload.token
        ? { token: payload.token, tokenReference: payload.tokenReference }
        : await tokenizeCard(payload).then((t) => ({ token: t.Token, tokenReference: t.TokenReference }));
      const result = await keys.send({ id: payment.id, card: payload.ccNumber.slice(-4) }, (key) => retryPayment(payment.id, token, key));
      notifySuccess(result.message);
      card.reset();
      vaultCard.reset();
      onPaid();
    } catch (error) {
      // A refused card (expired, wrong number) is marked on its field as well as said.
      if (error instanceof ApiError) card.showServerError(error.message);
      notifyWarning(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog opened={payment !== null} onClose={onClose} title="Retry payment" size="lg">
      {payment && (
        <Stack>
          <Text>
            {payment.description}: {formatMoney(payment.amountCents)}
          </Text>
          <CardEntry vault={vault} card={card} captured={vaultCard.captured} onCaptured={vaultCard.onCaptured} onCapturing={vaultCard.onCapturing} />
          <Button loading={busy || vaultCard.waiting} onClick={() => void pay()}>
            Pay {formatMoney(payment.amountCents)}
          </Button>
        </Stack>
      )}
    </Dialog>
  );
}
