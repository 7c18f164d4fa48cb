// How a member pays: the API's payment type codes under the portal's one wording of them.
import { Select } from '@mantine/core';

/** The API's payment types as the forms hold them: 17 credit card, 19 direct debit (docs/spec/account-core.md). */
export type PaymentTypeCode = '17' | '19';

const CREDIT_CARD = { value: '17', label: 'Credit Card' };
const DIRECT_DEBIT = { value: '19', label: 'Direct Debit' };

export interface PaymentTypeSelectProps {
  value: PaymentTypeCode;
  onChange: (value: PaymentTypeCode) => void;
  /** Offers Direct Debit as well as Credit Card (a paid-in-full membership type takes a card only). */
  directDebit?: boolean;
}

export function PaymentTypeSelect({ value, onChange, directDebit = true }: PaymentTypeSelectProps) {
  return (
    <Select
      label="Payment type"
      allowDeselect={false}
      value={value}
      onChange={(v) => onChange(v === DIRECT_DEBIT.value ? '19' : '17')}
      data={directDebit ? [CREDIT_CARD, DIRECT_DEBIT] : [CREDIT_CARD]}
    />
  );
}
