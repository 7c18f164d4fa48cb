// This remote's card step over the shared payment-fields kit: the card-capture frame when the club
// uses the vault, else the kit's fields (which the API tokenises at once). The rules are the kit's.
import { Text } from '@mantine/core';
import {
  CARD_CAPTURE_FAILED,
  CardFields,
  CardFrame,
  validateCardRule,
  type CapturedCard,
  type CardBody,
  type CardEntry as KitCardEntry,
  type CardFrameHandle,
} from '@portal/shared';
import { useCallback, useMemo, useRef, useState, type Ref } from 'react';

/** The kit's card body, or the vault's token for it. */
export interface CardPayload extends CardBody {
  token?: string;
  tokenReference?: string;
  useExistingCard?: boolean;
}

/**
 * The payload to send, or why not: the spec's message (missing fields, no card from the vault) or
 * null when only the kit's marks under the fields say it (an expired card, a wrong CVV).
 */
export function cardPayload(vault: boolean, card: KitCardEntry, captured: CapturedCard | null): CardPayload | string | null {
  if (vault) {
    if (!captured?.Token) return CARD_CAPTURE_FAILED;
    return {
      ccNumber: captured.CardNumber,
      ccNameOnCard: captured.NameOnCard,
      ccExpiryMonth: captured.ExpiryMonth,
      ccExpiryYear: captured.ExpiryYear,
      cccVv: '000',
      token: captured.Token,
      tokenReference: captured.TokenReference,
    };
  }
  const body = card.check();
  if (body) return body;
  // The kit has marked the fields; the spec's form rule (docs/spec/account-core.md §5) also names what is missing.
  const v = card.form.getValues();
  return validateCardRule({ ccNumber: v.number, ccNameOnCard: v.nameOnCard, ccExpiryMonth: v.expiryMonth, ccExpiryYear: v.expiryYear, cvv: v.cvv }, false);
}

/** The vault's card of a payment step, and what a Next pressed while the frame captures it waits for. */
export interface VaultCard {
  captured: CapturedCard | null;
  onCaptured: (card: CapturedCard) => void;
  onCapturing: (capturing: boolean) => void;
  /**
   * The captured card once the frame has answered: at once when no capture is under way, else when
   * its answer (a card, or none) arrives. A Next pressed just after "Use this card" reads this, so it
   * does not say the card could not be captured while the vault is still answering.
   */
  settled: () => Promise<CapturedCard | null>;
  /** A settled() is waiting for the frame's answer (the step's Next spins meanwhile). */
  waiting: boolean;
  reset: () => void;
}

export function useVaultCard(): VaultCard {
  const [captured, setCaptured] = useState<CapturedCard | null>(null);
  const [waiting, setWaiting] = useState(false);
  // Read by settled() between renders, so kept in refs as well as in state.
  const latest = useRef<{ captured: CapturedCard | null; capturing: boolean }>({ captured: null, capturing: false });
  const waiters = useRef<((card: CapturedCard | null) => void)[]>([]);
  const onCaptured = useCallback((card: CapturedCard) => {
    latest.current.captured = card;
    setCaptured(card);
  }, []);
  const onCapturing = useCallback((capturing: boolean) => {
    latest.current.capturing = capturing;
    if (capturing) return;
    const answered = waiters.current;
    waiters.current = [];
    setWaiting(false);
    for (const resolve of answered) resolve(latest.current.captured);
  }, []);
  const settled = useCallback(() => {
    if (!latest.current.capturing) return Promise.resolve(latest.current.captured);
    setWaiting(true);
    return new Promise<CapturedCard | null>((resolve) => waiters.current.push(resolve));
  }, []);
  const reset = useCallback(() => {
    // A Next still waiting belongs to the step being left: it never goes on.
    waiters.current = [];
    latest.current = { captured: null, capturing: false };
    setWaiting(false);
    setCaptured(null);
  }, []);
  return useMemo(() => ({ captured, onCaptured, onCapturing, settled, waiting, reset }), [captured, onCaptured, onCapturing, settled, waiting, reset]);
}

export interface CardEntryProps {
  vault: boolean;
  card: KitCardEntry;
  captured: CapturedCard | null;
  onCaptured: (card: CapturedCard) => void;
  onCapturing?: (capturing: boolean) => void;
  frameRef?: Ref<CardFrameHandle>;
}

export function CardEntry({ vault, card, captured, onCaptured, onCapturing, frameRef }: CardEntryProps) {
  if (vault) {
    return (
      <>
        {captured && (
          <Text size="sm">
            Card {captured.CardNumber} ({captured.NameOnCard})
          </Text>
        )}
        <CardFrame ref={frameRef} height={680} onCard={onCaptured} onCapturing={onCapturing} />
      </>
    );
  }
  return <CardFields form={card.form} />;
}
