// The first fields of a membership's payment step, as changing or renewing a membership and joining
// online both show them (docs/spec/account-core.md §2): for a direct-debit type the membership and
// payment start dates (weekdays only; the payment date follows the membership date and may not be
// earlier), then the payment type (or who pays, for a household's dependant). Each page keeps the values in its own form, with its own rules.
import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { isWeekendIso } from '../../validators/dates';
import { DateField } from '../date-field/date-field';
import { PaymentTypeSelect, type PaymentTypeCode } from './payment-type-select';

export interface PaymentPlanValues {
  /** YYYY-MM-DD, '' for none. */
  membershipStartDate: string;
  /** YYYY-MM-DD, '' for none. */
  paymentStartDate: string;
  paymentType: PaymentTypeCode;
}

export interface PaymentPlanFieldsProps {
  values: PaymentPlanValues;
  /** The form's errors; those of the two dates show under them. */
  errors: Partial<Record<'membershipStartDate' | 'paymentStartDate', ReactNode>>;
  /** The values that changed (a form's setValues). */
  onChange: (values: Partial<PaymentPlanValues>) => void;
  /** A direct-debit type: start dates, and Direct Debit among the payment types. */
  directDebit: boolean;
  /** The club's today, YYYY-MM-DD: the earliest membership start ('' while unknown). */
  today: string;
  /** The latest membership start the type allows, YYYY-MM-DD. */
  membershipMaxDate?: string;
  /** The latest payment start the type allows, YYYY-MM-DD. */
  paymentMaxDate?: string;
  /** A household's payer pays (their name): no payment type to choose, "Paid by <name>" instead. */
  paidBy?: string | null;
}

export function PaymentPlanFields({ values, errors, onChange, directDebit, today, membershipMaxDate, paymentMaxDate, paidBy }: PaymentPlanFieldsProps) {
  const { membershipStartDate, paymentStartDate, paymentType } = values;
  return (
    <>
      {directDebit && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateField
            label="Membership start date"
            description="Weekdays only"
            required
            value={membershipStartDate}
            error={errors.membershipStartDate}
            minDate={today || undefined}
            maxDate={membershipMaxDate}
            excludeDate={isWeekendIso}
            onChange={(v) => onChange({ membershipStartDate: v ?? '', paymentStartDate: v ?? '' })}
          />
          <DateField
            label="Payment start date"
            description="Weekdays only"
            required
            value={paymentStartDate}
            error={errors.paymentStartDate}
            minDate={membershipStartDate || today || undefined}
            maxDate={paymentMaxDate}
            excludeDate={isWeekendIso}
            onChange={(v) => onChange({ paymentStartDate: v ?? '' })}
          />
        </SimpleGrid>
      )}
      {paidBy ? <Text fw={500}>Paid by {paidBy}</Text> : <PaymentTypeSelect value={paymentType} directDebit={directDebit} onChange={(type) => onChange({ paymentType: type })} />}
    </>
  );
}
