// Card entry shared by the change-membership, extras and payment-method flows of this remote, so the
// card rules stay one: the card-capture frame when the club uses the vault, else the manual fields
// (which the API tokenises at once).
import { Group, PasswordInput, Select, Text, TextInput } from '@mantine/core';
import {
  CARD_CAPTURE_FAILED,
  CardFrame,
  EXPIRY_MONTHS,
  INVALID_CARD_NUMBER,
  LETTERS_AND_SPACES,
  LettersOnlyInput,
  cardTypeFromNumber,
  expiryYearOptions,
  luhn,
  validateCardRule,
  type CapturedCard,
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

export interface ManualCard {
  name: string;
  number: string;
  month: string | null;
  year: string | null;
  cvv: string;
}

export const EMPTY_CARD: ManualCard = { name: '', number: '', month: null, year: null, cvv: '' };

/** The payload to send, or the spec's message when the card is not complete. */
export function cardPayload(vault: boolean, manual: ManualCard, captured: CapturedCard | null): CardPayload | string {
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
  const rule = validateCardRule(
    { ccNumber: manual.number, ccNameOnCard: manual.name, ccExpiryMonth: manual.month, ccExpiryYear: manual.year, cvv: manual.cvv },
    false,
  );
  if (rule) return rule;
  if (manual.number.length !== 16 || !luhn(manual.number)) return INVALID_CARD_NUMBER;
  if (!/^\d{3}$/.test(manual.cvv)) return 'Please enter valid numbers.';
  if (!/^[A-Za-z ]+$/.test(manual.name)) return LETTERS_AND_SPACES;
  return {
    ccNumber: manual.number,
    ccNameOnCard: manual.name.trim(),
    ccExpiryMonth: manual.month!,
    ccExpiryYear: manual.year!,
    cccVv: manual.cvv,
    cardType: cardTypeFromNumber(manual.number) ?? undefined,
  };
}

export interface CardEntryProps {
  vault: boolean;
  manual: ManualCard;
  onManual: (card: ManualCard) => void;
  captured: CapturedCard | null;
  onCaptured: (card: CapturedCard) => void;
  frameRef?: Ref<CardFrameHandle>;
}

const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

export function CardEntry({ vault, manual, onManual, captured, onCaptured, frameRef }: CardEntryProps) {
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
  const brand = cardTypeFromNumber(manual.number);
  return (
    <>
      <LettersOnlyInput label="Name on card" value={manual.name} maxLength={255} onChange={(e) => onManual({ ...manual, name: e.currentTarget.value })} />
      <TextInput
        label="Card number"
        inputMode="numeric"
        value={manual.number}
        onChange={(e) => onManual({ ...manual, number: digits(e.currentTarget.value, 16) })}
        rightSection={brand ? <Text size="xs">{brand.replace('CARD', '')}</Text> : null}
        rightSectionWidth={80}
      />
      <Group grow align="flex-start">
        <Select label="Expiry month" data={[...EXPIRY_MONTHS]} value={manual.month} onChange={(v) => onManual({ ...manual, month: v })} />
        <Select label="Expiry year" data={expiryYearOptions()} value={manual.year} onChange={(v) => onManual({ ...manual, year: v })} />
        <PasswordInput label="CVV" inputMode="numeric" value={manual.cvv} onChange={(e) => onManual({ ...manual, cvv: digits(e.currentTarget.value, 3) })} />
      </Group>
    </>
  );
}
