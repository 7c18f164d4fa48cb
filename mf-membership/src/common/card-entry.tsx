// This remote's card step over the shared payment-fields kit: the card-capture frame when the club
// uses the vault, else the kit's fields (which the API tokenises at once). The rules are the kit's.
import { Text } from '@mantine/core';
import {
  CARD_CAPTURE_FAILED,
  CardFields,
  CardFrame,
  type CapturedCard,
  type CardEntry as KitCardEntry,
  type CardFrameHandle,
} from '@portal/shared';
import type { Ref } from 'react';

export interface CardPayload {
  ccNumber: string;
  ccNameOnCard: string;
  ccExpiryMonth: string;
  ccExpiryYear: string;
  cccVv: string;
  cardType?: string;
  token?: string;
  tokenReference?: string;
  useExistingCard?: boolean;
}

/**
 * The payload to send; null when a typed field is wrong (the kit marks it under the field); the
 * spec's message when the vault has not given a card.
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
  return card.check();
}

export interface CardEntryProps {
  vault: boolean;
  card: KitCardEntry;
  captured: CapturedCard | null;
  onCaptured: (card: CapturedCard) => void;
  frameRef?: Ref<CardFrameHandle>;
}

export function CardEntry({ vault, card, captured, onCaptured, frameRef }: CardEntryProps) {
  if (vault) {
    return (
      <>
        {captured && (
          <Text size="sm">
            Card {captured.CardNumber} ({captured.NameOnCard})
          </Text>
        )}
        <CardFrame ref={frameRef} height={680} onCard={onCaptured} />
      </>
    );
  }
  return <CardFields form={card.form} />;
}
