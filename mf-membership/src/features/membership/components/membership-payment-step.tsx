// Change / renew membership, step 1 "Payment": start dates (direct debit), payment type, the card
// or bank account (payment kit), and the promo code.
import { Alert, Button, Group, Select, Stack, Switch, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { DebitFields, GENERATING_TERMS, LoadingText, SpinnerButton, type CapturedCard, type CardEntry as KitCardEntry, type CardFrameHandle, type DebitEntry, type dayjs } from '@portal/shared';
import type { MembershipType, PurchasableSubscription } from '@portal/shared/contracts';
import type { RefObject } from 'react';
import { CardEntry } from '../../../common/card-entry';
import type { ChangeMembershipForm } from '../hooks/use-change-membership-form';
import { dateWindow, iso, isWeekend } from '../lib/change-membership-rules';
import { PromoCodeField, type PromoState } from './promo-code-field';

export interface SavedCard {
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
  onUseSavedCard: (on: boolean) => void;
  card: KitCardEntry;
  captured: CapturedCard | null;
  onCaptured: (card: CapturedCard | null) => void;
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
  const { type, extras, form, today, vault, savedCard, card, captured, debit, busy } = props;
  const { membershipStartDate, paymentStartDate, paymentType, useExistingCard } = form.values;
  const { membershipMax, paymentMax } = dateWindow(type, today, membershipStartDate);
  return (
    <Stack gap="sm" mt="sm">
      <Text fw={600}>{type.description}</Text>
      {extras.length > 0 && <Text size="sm">Extras: {extras.map((s) => s.subscriptionName).join(', ')}</Text>}
      {type.isDirectDebit && (
        <Group grow>
          <DatePickerInput
            label="Membership start date"
            valueFormat="DD/MM/YYYY"
            value={membershipStartDate}
            // The payment start date moves with the membership start date (it may not be earlier).
            onChange={(v) => form.setValues({ membershipStartDate: v ? String(v) : null, paymentStartDate: v ? String(v) : null })}
            error={form.errors.membershipStartDate}
            minDate={iso(today)}
            maxDate={membershipMax}
            excludeDate={(d) => isWeekend(String(d))}
            required
          />
          <DatePickerInput
            label="Payment start date"
            valueFormat="DD/MM/YYYY"
            value={paymentStartDate}
            onChange={(v) => form.setFieldValue('paymentStartDate', v ? String(v) : null)}
            error={form.errors.paymentStartDate}
            minDate={membershipStartDate ?? iso(today)}
            maxDate={paymentMax}
            excludeDate={(d) => isWeekend(String(d))}
            required
          />
        </Group>
      )}
      <Select
        label="Payment type"
        allowDeselect={false}
        value={paymentType}
        onChange={(v) => form.setFieldValue('paymentType', v === '19' ? '19' : '17')}
        data={type.isDirectDebit ? [{ value: '17', label: 'Credit Card' }, { value: '19', label: 'Direct Debit' }] : [{ value: '17', label: 'Credit Card' }]}
      />
      {paymentType === '17' && (
        <>
          {savedCard && <Switch label="Use Existing card" checked={useExistingCard} onChange={(e) => props.onUseSavedCard(e.currentTarget.checked)} />}
          {useExistingCard && savedCard ? (
            <Text size="sm">
              {savedCard.nameOnCard} {savedCard.number}
            </Text>
          ) : (
            <CardEntry vault={vault} card={card} captured={captured} onCaptured={props.onCaptured} frameRef={props.frameRef} />
          )}
        </>
      )}
      {paymentType === '19' && <DebitFields entry={debit} />}
      <PromoCodeField form={form} state={props.promoState} onEdit={props.onPromoEdit} onApply={props.onApplyPromo} />
      {props.formError && (
        <Alert color="red" role="alert">
          {props.formError}
        </Alert>
      )}
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
