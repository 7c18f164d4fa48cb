import { Badge, Group, PasswordInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { cardTypeFromNumber, EXPIRY_MONTHS, expiryYearOptions, type CardType } from '@portal/shared';
import type { CardFields as Fields } from '../hooks/validate-card-step';

const BRAND: Record<CardType, string> = {
  VISACARD: 'visa',
  MASTERCARD: 'mastercard',
  AMEXCARD: 'amex',
  DINERSCLUBCARD: 'diners',
};

interface Props {
  value: Fields;
  onChange: (next: Fields) => void;
}

/** Card entry when the vault is off: digits-only number with a brand icon, letters-only name, masked CVV. */
export function CardFields({ value, onChange }: Props) {
  const set = (patch: Partial<Fields>) => onChange({ ...value, ...patch });
  const brand = value.cardNumber ? cardTypeFromNumber(value.cardNumber) : null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label="Name on card"
        value={value.nameOnCard}
        autoComplete="cc-name"
        onChange={(e) => set({ nameOnCard: e.currentTarget.value.replace(/[^A-Za-z ]/g, '') })}
      />
      <TextInput
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={16}
        value={value.cardNumber}
        onChange={(e) => set({ cardNumber: e.currentTarget.value.replace(/\D/g, '').slice(0, 16) })}
        rightSectionWidth={96}
        rightSection={
          brand ? (
            <Badge variant="light" aria-label={`Card type ${BRAND[brand]}`}>
              {BRAND[brand]}
            </Badge>
          ) : null
        }
      />
      <Group grow>
        <Select label="Expiry month" data={[...EXPIRY_MONTHS]} value={value.expiryMonth} onChange={(v) => set({ expiryMonth: v })} />
        <Select label="Expiry year" data={expiryYearOptions()} value={value.expiryYear} onChange={(v) => set({ expiryYear: v })} />
      </Group>
      <PasswordInput
        label="CVV"
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={3}
        value={value.cvv}
        onChange={(e) => set({ cvv: e.currentTarget.value.replace(/\D/g, '').slice(0, 3) })}
      />
    </SimpleGrid>
  );
}
