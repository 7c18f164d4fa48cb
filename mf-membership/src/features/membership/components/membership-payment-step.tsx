// Change / renew membership, step 1 "Payment": start dates (direct debit), payment type, the card
// or bank account (payment kit), and the promo code. A household's dependant is told who pays instead.
import { Alert, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { payerPaysMessage, DebitFields, GENERATING_TERMS, LoadingText, PaymentPlanFields, SpinnerButton, type CapturedCard, type CardEntry as KitCardEntry, type CardFrameHandle, type DebitEntry, type dayjs, ErrorAlert } from '@portal/shared';
import type { MembershipType, PurchasableSubscription } from '@portal/shared/contracts';
import type { RefObject } from 'react';
import { CardEntry } from '../../../common/card-entry';
import type { ChangeMembershipForm } from '../hooks/use-change-membership-form';
import { dateWindow, iso } from '../lib/change-membership-rules';
import { PromoCodeField, type PromoState } from './promo-code-field';

interface SavedCard {
  nameOnCard: string;
  number: string;
}

interface MembershipPaymentStepProps {
  type: MembershipType;
  extras: PurchasableSubscription[];
  form: ChangeMembershipForm;
  today: dayjs.Dayjs;
  vault: boolean;
  savedCard: SavedCard | null;
  /** The household payer whose stored card pays (null when the member pays for themselves). */
  payerName: string | null;
  onUseSavedCard: (on: boolean) => void;
  card: KitCardEntry;
  captured: CapturedCard | null;
  onCaptured: (card: CapturedCard) => void;
  onCapturing: (capturing: boolean) => void;
  frameRef: RefObject<CardFrameHandle | null>;
  debit: DebitEntry;
  promoState: PromoState;
  onPromoEdit: () => void;
  onApplyPromo: () => void;
  formError: string | null;
  busy: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

export function MembershipPaymentStep(props: MembershipPaymentStepProps) {
  const { type, extras, form, today, vault, savedCard, payerName, card, captured, debit, busy } = props;
  const { paymentType, useExistingCard } = form.values;
  const { membershipMax, paymentMax } = dateWindow(type, today, form.values.membershipStartDate);
  return (
    <Stack gap="sm" mt="sm">
      <Text fw={600}>{type.description}</Text>
      {extras.length > 0 && <Text size="sm">Extras: {extras.map((s) => s.subscriptionName).join(', ')}</Text>}
      <PaymentPlanFields
        values={form.values}
        errors={form.errors}
        onChange={form.setValues}
        directDebit={type.isDirectDebit}
        today={iso(today)}
        membershipMaxDate={membershipMax}
        paymentMaxDate={paymentMax}
        paidBy={payerName}
      />
      {payerName !== null && <Alert color="blue">{payerPaysMessage(payerName)}</Alert>}
      {payerName === null && paymentType === '17' && (
        <>
          {savedCard && <Switch label="Use Existing card" checked={useExistingCard} onChange={(e) => props.onUseSavedCard(e.currentTarget.checked)} />}
          {useExistingCard && savedCard ? (
            <Text size="sm">
              {savedCard.nameOnCard} {savedCard.number}
            </Text>
          ) : (
            <CardEntry vault={vault} card={card} captured={captured} onCaptured={props.onCaptured} onCapturing={props.onCapturing} frameRef={props.frameRef} />
          )}
        </>
      )}
      {payerName === null && paymentType === '19' && <DebitFields entry={debit} />}
      <PromoCodeField form={form} state={props.promoState} onEdit={props.onPromoEdit} onApply={props.onApplyPromo} />
      <ErrorAlert error={props.formError} />
      {busy && <LoadingText text={GENERATING_TERMS} />}
      <Group justify="space-between">
        <Button variant="default" onClick={props.onPrevious}>
          Previous
        </Button>
        <SpinnerButton busy={busy} onClick={props.onNext}>
          Next
        </SpinnerButton>
      </Group>
    </Stack>
  );
}
