import { Checkbox, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { TEXT_LIMITS } from '@portal/shared';
import type { AddonInput, PromoCodeInput, VoucherInput } from '@portal/shared/contracts';
import { SaveForm } from '../../../common/save-form';
import { useCatalogueForm, type CatalogueFormProps } from '../../../common/catalogue-form';
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

/** An add-on sold with memberships (towel service, sauna access). */
export function AddonForm(props: CatalogueFormProps<AddonValues, AddonInput>) {
  const { form, frame } = useCatalogueForm(props, { validate: validateAddon, toInput: addonInput });
  return (
    <SaveForm {...frame} saveLabel="Save add-on">
      <TextInput label="Name" required maxLength={TEXT_LIMITS.catalogueName} {...form.getInputProps('description')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput label="Price" prefix="$" decimalScale={2} fixedDecimalScale {...form.getInputProps('totalCostCents')} />
        <TextInput label="Minimum period" maxLength={TEXT_LIMITS.catalogueTag} {...form.getInputProps('minimumPeriodLabel')} />
        <NumberInput label="Visits (0 for unlimited)" allowDecimal={false} {...form.getInputProps('visits')} />
        <NumberInput label="Valid for (days, 0 for the membership's length)" allowDecimal={false} {...form.getInputProps('validDays')} />
      </SimpleGrid>
    </SaveForm>
  );
}

/** A membership promo code: what it takes off, from when to when, how many times. */
export function PromoCodeForm(props: CatalogueFormProps<PromoValues, PromoCodeInput>) {
  const { form, frame } = useCatalogueForm(props, { validate: validatePromo, toInput: promoInput });
  return (
    <SaveForm {...frame} saveLabel="Save promo code">
      <TextInput label="Code" required maxLength={TEXT_LIMITS.promoCode} {...form.getInputProps('code')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label="Discount" data={KINDS} allowDeselect={false} {...form.getInputProps('kind')} />
        <NumberInput label={form.values.kind === 'percent' ? 'Percent' : 'Amount'} prefix={form.values.kind === 'fixed' ? '$' : undefined} suffix={form.values.kind === 'percent' ? '%' : undefined} {...form.getInputProps('value')} />
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
      </SimpleGrid>
    </SaveForm>
  );
}

/** A shop voucher: what it takes off an order, the least spend, until when. */
export function VoucherForm(props: CatalogueFormProps<VoucherValues, VoucherInput>) {
  const { form, frame } = useCatalogueForm(props, { validate: validateVoucher, toInput: voucherInput });
  return (
    <SaveForm {...frame} saveLabel="Save voucher">
      <TextInput label="Code" required maxLength={TEXT_LIMITS.promoCode} {...form.getInputProps('code')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label="Discount" data={KINDS} allowDeselect={false} {...form.getInputProps('kind')} />
        <NumberInput label={form.values.kind === 'percent' ? 'Percent' : 'Amount'} {...form.getInputProps('value')} />
        <NumberInput label="Least spend" prefix="$" decimalScale={2} fixedDecimalScale {...form.getInputProps('minSpendCents')} />
        <TextInput label="Valid to" type="date" maxLength={10} {...form.getInputProps('validTo')} />
      </SimpleGrid>
      <Checkbox label="Once per member" {...form.getInputProps('singleUsePerMember', { type: 'checkbox' })} />
    </SaveForm>
  );
}
