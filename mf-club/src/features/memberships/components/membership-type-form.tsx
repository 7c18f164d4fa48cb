import { Alert, Button, Checkbox, FileInput, Group, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { FieldErrors, TEXT_LIMITS } from '@portal/shared';
import type { ConsoleAddon, MembershipTypeInput } from '@portal/shared/contracts';
import { errorMessage } from '@portal/shared';
import { readPicture } from '../../../common/read-picture';
import { membershipTypeInput, validateMembershipType, type MembershipTypeValues } from '../lib/membership-type-form';

interface Props {
  initial: MembershipTypeValues;
  addons: ConsoleAddon[];
  onSave: (input: MembershipTypeInput) => Promise<unknown>;
  onCancel: () => void;
}

const FREQUENCIES = [
  { value: 'weekly', label: 'Weekly' },
  { value: 'fortnightly', label: 'Fortnightly' },
  { value: 'monthly', label: 'Monthly' },
];

/** A membership type: how it is paid, what it costs, when it may start, what it includes. */
export function MembershipTypeForm({ initial, addons, onSave, onCancel }: Props) {
  const form = useForm<MembershipTypeValues>({ initialValues: initial, validate: validateMembershipType, validateInputOnBlur: true });
  const [serverError, setServerError] = useState('');
  const [busy, setBusy] = useState(false);
  const dd = form.values.paymentKind === 'direct-debit';
  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setServerError('');
    try {
      await onSave(membershipTypeInput(values));
    } catch (e) {
      setServerError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  });
  const money = (field: 'priceCents' | 'joiningFeeCents' | 'accessCardFeeCents' | 'earlyCancelFeeCents', label: string) => (
    <NumberInput label={label} prefix="$" decimalScale={2} fixedDecimalScale {...form.getInputProps(field)} />
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
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
        <FileInput
          label="Picture"
          accept="image/png,image/jpeg,image/webp"
          clearable
          placeholder={form.values.photo ? 'A picture is set' : 'PNG, JPEG or WebP, at most 2 MB'}
          onChange={async (file) => {
            if (!file) return form.setFieldValue('photo', '');
            const read = await readPicture(file);
            if ('error' in read) form.setFieldError('photo', read.error);
            else form.setFieldValue('photo', read.dataUrl);
          }}
        />
        <FieldErrors messages={typeof form.errors.photo === 'string' ? form.errors.photo : null} />
        <Checkbox label="Sold online (join online and /membership)" {...form.getInputProps('isWebPurchasable', { type: 'checkbox' })} />
        {serverError && (
          <Alert color="red" role="alert">
            {serverError}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={busy}>
            Save membership type
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
