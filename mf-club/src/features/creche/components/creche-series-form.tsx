import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { SCHOOL_TEXT_LIMITS } from '@portal/shared';
import type { CrecheSeriesInput } from '@portal/shared/contracts';
import { catalogueForm } from '../../../common/catalogue-form';
import { ClockInput, DayInput } from '../../../common/typed-inputs';
import { WeekdaysField } from '../../../common/weekdays-field';
import { crecheInput, validateCreche, type CrecheFormValues } from '../lib/creche-form';

/** A weekly creche series: days, time, length, places, the children's ages and the room. */
export const CrecheSeriesForm = catalogueForm<CrecheFormValues, CrecheSeriesInput>({ validate: validateCreche, toInput: crecheInput, fieldErrors: true, saveLabel: 'Save creche series' }, ({ form }) => (
  <>
    <TextInput label="Name" required maxLength={SCHOOL_TEXT_LIMITS.name} {...form.getInputProps('name')} />
    <WeekdaysField {...form.getInputProps('weekdays')} />
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <ClockInput label="Start time" placeholder="08:30" required {...form.getInputProps('startTime')} />
      <NumberInput label="Duration (minutes)" allowDecimal={false} {...form.getInputProps('durationMin')} />
      <NumberInput label="Capacity" allowDecimal={false} {...form.getInputProps('capacity')} />
    </SimpleGrid>
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <NumberInput label="Youngest (months)" allowDecimal={false} {...form.getInputProps('minAgeMonths')} />
      <NumberInput label="Oldest (months)" allowDecimal={false} {...form.getInputProps('maxAgeMonths')} />
      <TextInput label="Room" maxLength={SCHOOL_TEXT_LIMITS.room} {...form.getInputProps('room')} />
    </SimpleGrid>
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <DayInput label="Starts on" {...form.getInputProps('startsOn')} />
      <DayInput label="Ends on (optional)" {...form.getInputProps('endsOn')} />
    </SimpleGrid>
  </>
));
