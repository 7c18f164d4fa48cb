import { Checkbox, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { TEXT_LIMITS } from '@portal/shared';
import type { AddonInput, PromoCodeInput, VoucherInput } from '@portal/shared/contracts';
import { MoneyInput } from '../../../common/money-input';
import { catalogueForm } from '../../../common/catalogue-form';
import {
  addonInput,
  promoInput,
  validateAddon,
  validatePromo,
  validateVoucher,
  voucherInput,
  type AddonValues,
  type PromoValues,
  type VoucherValues,
} from '../lib/discount-forms';

const KINDS = [
  { value: 'percent', label: 'Percent off' },
  { value: 'fixed', label: 'Dollars off' },
];

/**
 * What a promo code and a shop voucher both are: a code, and a percent or an amount in dollars off;
 * `children` are the discount's own fields, in the same grid.
 */
function DiscountFields<V extends PromoValues | VoucherValues>({ form, children }: { form: UseFormReturnType<V>; children: ReactNode }) {
  const percent = form.values.kind === 'percent';
  return (
    <>
      <TextInput label="Code" required maxLength={TEXT_LIMITS.promoCode} {...form.getInputProps('code')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label="Discount" data={KINDS} allowDeselect={false} {...form.getInputProps('kind')} />
        <NumberInput label={percent ? 'Percent' : 'Amount'} prefix={percent ? undefined : '$'} suffix={percent ? '%' : undefined} {...form.getInputProps('value')} />
        {children}
      </SimpleGrid>
    </>
  );
}

/** An add-on sold with memberships (towel service, sauna access). */
export const AddonForm = catalogueForm<AddonValues, AddonInput>({ validate: validateAddon, toInput: addonInput, saveLabel: 'Save add-on' }, ({ form }) => (
  <>
    <TextInput label="Name" required maxLength={TEXT_LIMITS.catalogueName} {...form.getInputProps('description')} />
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <MoneyInput label="Price" {...form.getInputProps('totalCostCents')} />
      <TextInput label="Minimum period" maxLength={TEXT_LIMITS.catalogueTag} {...form.getInputProps('minimumPeriodLabel')} />
      <NumberInput label="Visits (0 for unlimited)" allowDecimal={false} {...form.getInputProps('visits')} />
      <NumberInput label="Valid for (days, 0 for the membership's length)" allowDecimal={false} {...form.getInputProps('validDays')} />
    </SimpleGrid>
  </>
));

/** A membership promo code: what it takes off, from when to when, how many times. */
export const PromoCodeForm = catalogueForm<PromoValues, PromoCodeInput>({ validate: validatePromo, toInput: promoInput, saveLabel: 'Save promo code' }, ({ form }) => (
  <>
    <DiscountFields form={form}>
      <Select
        label="Applies to"
        allowDeselect={false}
        data={[
          { value: 'any', label: 'The first payment' },
          { value: 'membership', label: 'The membership' },
          { value: 'joining_fee', label: 'The joining fee' },
        ]}
        {...form.getInputProps('appliesTo')}
      />
      <NumberInput label="Uses allowed (0 for no limit)" allowDecimal={false} {...form.getInputProps('maxUses')} />
      <TextInput label="Valid from" type="date" maxLength={10} {...form.getInputProps('validFrom')} />
      <TextInput label="Valid to" type="date" maxLength={10} {...form.getInputProps('validTo')} />
    </DiscountFields>
  </>
));

/** A shop voucher: what it takes off an order, the least spend, until when. */
export const VoucherForm = catalogueForm<VoucherValues, VoucherInput>({ validate: validateVoucher, toInput: voucherInput, saveLabel: 'Save voucher' }, ({ form }) => (
  <>
    <DiscountFields form={form}>
      <MoneyInput label="Least spend" {...form.getInputProps('minSpendCents')} />
      <TextInput label="Valid to" type="date" maxLength={10} {...form.getInputProps('validTo')} />
    </DiscountFields>
    <Checkbox label="Once per member" {...form.getInputProps('singleUsePerMember', { type: 'checkbox' })} />
  </>
));
