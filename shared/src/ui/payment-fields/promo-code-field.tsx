import { Button, Group, Text, TextInput } from '@mantine/core';
import { PROMO_HINT } from '../../messages/membership';
import { TEXT_LIMITS } from '../../validators/text-limits';
import type { PromoCode } from './use-promo-code';

export interface PromoCodeFieldProps {
  promo: PromoCode;
  onApply: () => void;
  placeholder?: string;
}

/** The promo code input, Apply Promo Code, and the server's answer under them. */
export function PromoCodeField({ promo, onApply, placeholder }: PromoCodeFieldProps) {
  const { code, setCode, result } = promo;
  return (
    <>
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          label="Promo code"
          maxLength={TEXT_LIMITS.promoCode}
          placeholder={placeholder}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button variant="light" onClick={onApply} disabled={!code.trim()}>
          Apply Promo Code
        </Button>
      </Group>
      <Text size="sm" c={result ? (result.ok ? 'green' : 'red') : 'dimmed'} role={result ? 'status' : undefined}>
        {result ? result.text : PROMO_HINT}
      </Text>
    </>
  );
}
