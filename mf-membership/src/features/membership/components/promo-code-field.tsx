// The promo code with its Apply button and the spec's hint / applied / not valid line.
import { Button, Group, Text, TextInput } from '@mantine/core';
import { PROMO_APPLIED, PROMO_HINT, PROMO_INVALID, CHANGE_MEMBERSHIP_TEXT_LIMITS } from '@portal/shared';
import type { ChangeMembershipForm } from '../hooks/use-change-membership-form';

export type PromoState = 'none' | 'valid' | 'invalid';

const LINE: Record<PromoState, { text: string; color: string }> = {
  valid: { text: PROMO_APPLIED, color: 'green' },
  invalid: { text: PROMO_INVALID, color: 'red' },
  none: { text: PROMO_HINT, color: 'dimmed' },
};

export function PromoCodeField({ form, state, onEdit, onApply }: { form: ChangeMembershipForm; state: PromoState; onEdit: () => void; onApply: () => void }) {
  const input = form.getInputProps('promoCode');
  return (
    <>
      <Group align="flex-end">
        <TextInput
          label="Promo code"
          maxLength={CHANGE_MEMBERSHIP_TEXT_LIMITS.promoCode}
          {...input}
          onChange={(e) => {
            input.onChange(e);
            onEdit();
          }}
        />
        <Button variant="outline" onClick={onApply}>
          Apply Promo Code
        </Button>
      </Group>
      {form.values.promoCode.trim() ? (
        <Text c={LINE[state].color} size="sm">
          {LINE[state].text}
        </Text>
      ) : null}
    </>
  );
}
