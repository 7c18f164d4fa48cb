import { Checkbox, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { TEXT_LIMITS } from '@portal/shared';
import type { AddonInput, PromoCodeInput, VoucherInput } from '@portal/shared/contracts';
import { SaveForm } from '../../../common/save-form';
import { useSave } from '../../../common/use-save';
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

interface FormProps<V, I> {
  initial: V;
  onSave: (input: I) => Promise<unknown>;
  onCancel: () => void;
}

const KINDS = [
  { value: 'percent', label: 'Percent off' },
  { value: 'fixed', label: 'Dollars off' },
];

/** An add-on sold with memberships (towel service, sauna access). */
export function AddonForm({ initial, onSave, onCancel }: FormProps<AddonValues, AddonInput>) {
  const form = useForm<AddonValues>({ initialValues: initial, validate: validateAddon, validateInputOnBlur: true });
  const { busy, serverError, save } = useSave(onSave);
  return (
    <SaveForm onSubmit={form.onSubmit((v) => save(addonInput(v)))} busy={busy} serverError={serverError} saveLabel="Save add-on" onCancel={onCancel}>
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
export function PromoCodeForm({ initial, onSave, onCancel }: FormProps<PromoValues, PromoCodeInput>) {
  const form = useForm<PromoValues>({ initialValues: initial, validate: validatePromo, validateInputOnBlur: true });
  const { busy, serverError, save } = useSave(onSave);
  return (
    <SaveForm onSubmit={form.onSubmit((v) => save(promoInput(v)))} busy={busy} serverError={serverError} saveLabel="Save promo code" onCancel={onCancel}>
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
export function VoucherForm({ initial, onSave, onCancel }: FormProps<VoucherValues, VoucherInput>) {
  const form = useForm<VoucherValues>({ initialValues: initial, validate: validateVoucher, validateInputOnBlur: true });
  const { busy, serverError, save } = useSave(onSave);
  return (
    <SaveForm onSubmit={form.onSubmit((v) => save(voucherInput(v)))} busy={busy} serverError={serverError} saveLabel="Save voucher" onCancel={onCancel}>
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
