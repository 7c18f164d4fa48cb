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
import type { Ref } from 'react';

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
