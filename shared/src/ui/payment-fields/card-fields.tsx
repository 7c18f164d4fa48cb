import { Badge, Group, PasswordInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { TEXT_LIMITS } from '../../validators/text-limits';
import { EXPIRY_MONTHS, cardTypeFromNumber, cvvLengthOf, expiryYearOptions, maxCardLength, type CardType } from '../../validators';
import type { CardForm } from './use-card-entry';

const BRAND: Record<CardType, string> = {
  VISACARD: 'visa',
  MASTERCARD: 'mastercard',
  AMEXCARD: 'amex',
  DINERSCLUBCARD: 'diners',
};

const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

export interface CardFieldsProps {
  form: CardForm;
  /** Student forms label the security code CCV (docs/spec/bookings-commerce.md §5). */
  cvvLabel?: string;
}

/** Name on card, number with its brand, expiry month and year, masked CVV; each error under its field. */
export function CardFields({ form, cvvLabel = 'CVV' }: CardFieldsProps) {
  const { number } = form.getValues();
  const brand = number ? cardTypeFromNumber(number) : null;
  const cvvLength = cvvLengthOf(brand);
  const field = (path: 'nameOnCard' | 'number' | 'expiryMonth' | 'expiryYear' | 'cvv') => form.getInputProps(path);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput
        label="Name on card"
        autoComplete="cc-name"
        maxLength={TEXT_LIMITS.cardName}
        {...field('nameOnCard')}
        onChange={(e) => form.setFieldValue('nameOnCard', e.currentTarget.value.replace(/[^A-Za-z ]/g, ''))}
      />
      <TextInput
        maxLength={TEXT_LIMITS.cardNumber}
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        {...field('number')}
        onChange={(e) => form.setFieldValue('number', digits(e.currentTarget.value, maxCardLength(e.currentTarget.value)))}
        rightSectionWidth={96}
        rightSection={
          brand ? (
            <Badge variant="light" aria-label={`Card type ${BRAND[brand]}`}>
              {BRAND[brand]}
            </Badge>
          ) : null
        }
      />
      <Group grow align="flex-start">
        <Select label="Expiry month" data={[...EXPIRY_MONTHS]} allowDeselect={false} {...field('expiryMonth')} onChange={(v) => form.setFieldValue('expiryMonth', v ?? '')} />
        <Select label="Expiry year" data={expiryYearOptions()} allowDeselect={false} {...field('expiryYear')} onChange={(v) => form.setFieldValue('expiryYear', v ?? '')} />
      </Group>
      <PasswordInput
        label={cvvLabel}
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={cvvLength}
        {...field('cvv')}
        onChange={(e) => form.setFieldValue('cvv', digits(e.currentTarget.value, cvvLength))}
      />
    </SimpleGrid>
  );
}
