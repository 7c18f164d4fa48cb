// Step 5: start dates (direct debit: weekdays, the payment date moving with the membership date),
// card or bank account, promo code, and the server's fee breakdown.
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { CardFrame, DebitFields, LoadingText, JOIN_TEXT_LIMITS, PaymentPlanFields, startDateWindow, type CapturedCard, type DebitEntry } from '@portal/shared';
import type { FeeBreakdown, JoinMembershipType } from '@portal/shared/contracts';
import type { JoinForm } from '../hooks/use-join-form';
import { FeeBreakdownTable } from './fee-breakdown';
import { StepNav } from './step-nav';

export interface PromoLabel {
  text: string;
  ok: boolean;
}

interface PaymentStepProps {
  form: JoinForm;
  type: JoinMembershipType;
  today: string;
  accountId: string;
  card: CapturedCard | null;
  onCard: (card: CapturedCard | null) => void;
  debit: DebitEntry;
  promoLabel: PromoLabel | null;
  onApplyPromo: () => void;
  quote: FeeBreakdown | null;
  onPrevious: () => void;
  onNext: () => void;
}

export function PaymentStep({ form, type, today, accountId, card, onCard, debit, promoLabel, onApplyPromo, quote, onPrevious, onNext }: PaymentStepProps) {
  const { paymentType } = form.values;
  const ready = quote !== null && (paymentType === '17' ? card !== null : true);
  // The type's windows bound the pickers (and the step's rules, join-rules.ts).
  const { membershipMax, paymentMax } = startDateWindow(type, today, form.values.membershipStartDate);
  return (
    <Stack mt="md">
      <PaymentPlanFields
        values={form.values}
        errors={form.errors}
        onChange={form.setValues}
        directDebit={type.isDirectDebit}
        today={today}
        membershipMaxDate={membershipMax}
        paymentMaxDate={paymentMax}
      />
      {paymentType === '17' &&
        (card ? (
          <Group>
            <Text>
              Card {card.CardNumber} ({card.NameOnCard})
            </Text>
            <Button variant="subtle" onClick={() => onCard(null)}>
              Use another card
            </Button>
          </Group>
        ) : (
          <CardFrame onCard={onCard} height={680} query={{ accountId }} />
        ))}
      {paymentType === '19' && <DebitFields entry={debit} />}
      <Group align="flex-end">
        <TextInput label="Promo code" maxLength={JOIN_TEXT_LIMITS.promoCode} {...form.getInputProps('promoInput')} />
        <Button variant="light" onClick={onApplyPromo}>
          Apply Promo Code
        </Button>
        {promoLabel && <Text c={promoLabel.ok ? 'green' : 'red'}>{promoLabel.text}</Text>}
      </Group>
      {quote ? <FeeBreakdownTable quote={quote} /> : <LoadingText text="Calculating fees, please wait..." />}
      <StepNav onPrevious={onPrevious}>
        <Button disabled={!ready} onClick={onNext}>
          Next
        </Button>
      </StepNav>
    </Stack>
  );
}
