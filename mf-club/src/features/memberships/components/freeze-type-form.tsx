import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { TEXT_LIMITS } from '@portal/shared';
import type { FreezeTypeInput } from '@portal/shared/contracts';
import { MoneyInput } from '../../../common/money-input';
import { catalogueForm } from '../../../common/catalogue-form';
import { freezeTypeInput, validateFreezeType, type FreezeTypeValues } from '../lib/freeze-type-form';

const FEE_KINDS = [
  { value: 'per-week', label: 'Per week (each started week)' },
  { value: 'flat', label: 'Once per freeze' },
];

/** A kind of freeze members may take on /suspendmember: how long, what it costs, how often, how much notice. */
export const FreezeTypeForm = catalogueForm<FreezeTypeValues, FreezeTypeInput>({ validate: validateFreezeType, toInput: freezeTypeInput, saveLabel: 'Save freeze type' }, ({ form }) => (
  <>
    <TextInput label="Name" required maxLength={TEXT_LIMITS.catalogueName} {...form.getInputProps('name')} />
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <NumberInput label="Shortest (days)" allowDecimal={false} {...form.getInputProps('minDays')} />
      <NumberInput label="Longest (days)" allowDecimal={false} {...form.getInputProps('maxDays')} />
      <Select label="Fee" data={FEE_KINDS} allowDeselect={false} {...form.getInputProps('feeKind')} />
      <MoneyInput label="Fee amount" {...form.getInputProps('feeCents')} />
      <NumberInput label="Freezes a year" allowDecimal={false} {...form.getInputProps('maxPerYear')} />
      <NumberInput label="Notice (days)" allowDecimal={false} {...form.getInputProps('noticeDays')} />
    </SimpleGrid>
  </>
));
