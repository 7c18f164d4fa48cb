import { Checkbox, Group, NumberInput, SegmentedControl, Select, SimpleGrid, Text, TextInput, Textarea } from '@mantine/core';
import { TEXT_LIMITS } from '@portal/shared';
import type { ConsoleAddon, MembershipTypeInput } from '@portal/shared/contracts';
import { CataloguePictureInput } from '../../../common/picture-input';
import { MoneyInput } from '../../../common/money-input';
import { catalogueForm } from '../../../common/catalogue-form';
import { membershipTypeInput, validateMembershipType, type MembershipTypeValues } from '../lib/membership-type-form';

const FREQUENCIES = [
  { value: 'weekly', label: 'Weekly' },
  { value: 'fortnightly', label: 'Fortnightly' },
  { value: 'monthly', label: 'Monthly' },
];

/** A membership type: how it is paid, what it costs, when it may start, what it includes. */
export const MembershipTypeForm = catalogueForm<MembershipTypeValues, MembershipTypeInput, { addons: ConsoleAddon[] }>({ validate: validateMembershipType, toInput: membershipTypeInput, saveLabel: 'Save membership type' }, ({ form, addons }) => {
  const dd = form.values.paymentKind === 'direct-debit';
  const money = (field: 'priceCents' | 'joiningFeeCents' | 'accessCardFeeCents' | 'earlyCancelFeeCents', label: string) => (
    <MoneyInput label={label} {...form.getInputProps(field)} />
  );
  return (
    <>
      <TextInput label="Name" required maxLength={TEXT_LIMITS.catalogueName} {...form.getInputProps('description')} />
      <TextInput label="Summary" maxLength={TEXT_LIMITS.catalogueSummary} {...form.getInputProps('shortDescription')} />
      <Textarea label="What it includes" autosize minRows={2} maxLength={TEXT_LIMITS.catalogueDescription} {...form.getInputProps('fullDescription')} />
      <div>
        <Text size="sm" fw={500}>
          Payment
        </Text>
        <SegmentedControl
          aria-label="Payment"
          data={[
            { value: 'direct-debit', label: 'Direct debit' },
            { value: 'paid-in-full', label: 'Paid in full' },
          ]}
          {...form.getInputProps('paymentKind')}
        />
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {dd ? (
          <Select label="Frequency" data={FREQUENCIES} allowDeselect={false} {...form.getInputProps('paymentFrequency')} />
        ) : (
          <NumberInput label="Lasts (days)" allowDecimal={false} {...form.getInputProps('durationDays')} />
        )}
        {!dd && (
          <NumberInput
            label="Sessions in the pack"
            description="A class pack: the visits it includes (0: unlimited visits while it lasts)"
            allowDecimal={false}
            {...form.getInputProps('sessionCount')}
          />
        )}
        {money('priceCents', dd ? 'Regular payment' : 'Price')}
        {money('joiningFeeCents', 'Joining fee')}
        {money('accessCardFeeCents', 'Card fee')}
        <NumberInput label="Minimum period (months)" allowDecimal={false} {...form.getInputProps('minimumPeriod')} />
        <TextInput label="Join page badge" maxLength={TEXT_LIMITS.catalogueTag} {...form.getInputProps('onlineSignupTag')} />
        <NumberInput label="Starts within (days)" description="How far ahead join online lets the membership start" allowDecimal={false} {...form.getInputProps('noOfDaysAllowMembershipStartDate')} />
        <NumberInput label="Payments start within (days)" allowDecimal={false} {...form.getInputProps('noOfDaysAllowPaymentStartDate')} />
        <NumberInput label="Cancellation notice (days)" description="A member's cancellation takes effect this many days after they ask" allowDecimal={false} {...form.getInputProps('cancelNoticeDays')} />
        <Checkbox mt="lg" label="May cancel within the minimum period" {...form.getInputProps('earlyCancelAllowed', { type: 'checkbox' })} />
        {form.values.earlyCancelAllowed && money('earlyCancelFeeCents', 'Early cancellation fee')}
      </SimpleGrid>
      <Checkbox.Group label="Add-ons offered with it" {...form.getInputProps('addonIds')} value={form.values.addonIds.map(String)} onChange={(ids) => form.setFieldValue('addonIds', ids.map(Number))}>
        <Group mt="xs">
          {addons.filter((a) => a.active).map((a) => (
            <Checkbox key={a.id} value={String(a.id)} label={a.description} />
          ))}
        </Group>
      </Checkbox.Group>
      <CataloguePictureInput value={form.values.photo} error={form.errors.photo} onPicture={(url) => form.setFieldValue('photo', url)} onProblem={(problem) => form.setFieldError('photo', problem)} />
      <Checkbox label="Sold online (join online and /membership)" {...form.getInputProps('isWebPurchasable', { type: 'checkbox' })} />
    </>
  );
});
