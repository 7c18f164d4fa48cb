import {
  Alert,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { TIMETABLE_TEXT_LIMITS } from '@portal/shared';
import type { ClassSeries } from '@portal/shared/contracts';
import { FormPictureInput } from '../../../common/picture-input';
import { ClockInput, DayInput } from '../../../common/typed-inputs';
import { onRefusal } from '../../../common/refusal';
import { WeekdaysField } from '../../../common/weekdays-field';
import { useClassTypes, useSaveSeriesMutation } from '../api/get-series';
import { ClassTypeAdder } from './class-type-adder';
import { formFieldOf, pictureProblem, SERIES_RANGES, seriesRules, toInput, type SeriesFormValues } from '../lib/series-rules';

function initialValues(series: ClassSeries | undefined, today: string): SeriesFormValues {
  return {
    name: series?.name ?? '',
    classTypeId: series?.classTypeId ?? 0,
    weekdays: series?.weekdays ?? [],
    startTime: series?.startTime ?? '',
    durationMin: series?.durationMin ?? 45,
    instructor: series?.instructor ?? '',
    location: series?.location ?? '',
    capacity: series?.capacity ?? 12,
    startsOn: series?.startsOn ?? today,
    endsOn: series?.endsOn ?? '',
    bookingWindowDays: series?.bookingWindowDays ?? 14,
    cancelCutoffHours: series?.cancelCutoffHours ?? 2,
    lateCancelFee: ((series?.lateCancelFeeCents ?? 1000) / 100).toFixed(2),
    specialInstructions: series?.specialInstructions ?? '',
    picture: undefined,
    fromDate: today,
  };
}

/** Create a weekly class series, or change one from a date on; the API's refusals show on their fields. */
export function SeriesForm({
  series,
  today,
  onDone,
}: {
  series?: ClassSeries;
  today: string;
  onDone: (message: string) => void;
}) {
  const types = useClassTypes();
  const save = useSaveSeriesMutation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<SeriesFormValues>({ initialValues: initialValues(series, today), validate: seriesRules });
  /** A whole-number field, bounded as its rule is. */
  const whole = (field: keyof typeof SERIES_RANGES) => ({ ...SERIES_RANGES[field], allowDecimal: false, ...form.getInputProps(field) });

  const submit = form.onSubmit((values) => {
    setError(null);
    save.mutate(
      { input: toInput(values), change: series ? { id: series.id, fromDate: values.fromDate } : undefined },
      {
        onSuccess: (saved) =>
          onDone(series ? `${saved.name} changed from ${values.fromDate}.` : `${saved.name} is on the timetable.`),
        onError: onRefusal(form.setFieldError, setError, formFieldOf),
      },
    );
  });

  return (
    <form onSubmit={submit} aria-label={series ? `Change ${series.name}` : 'New class series'}>
      <Stack>
        {error && <Alert color="red">{error}</Alert>}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Class name"
            maxLength={TIMETABLE_TEXT_LIMITS.name}
            withAsterisk
            {...form.getInputProps('name')}
          />
          <NativeSelect
            label="Class type"
            withAsterisk
            data={[
              { value: '0', label: 'Choose a type' },
              ...(types.data ?? []).map((t) => ({ value: String(t.id), label: t.description })),
            ]}
            value={String(form.values.classTypeId)}
            onChange={(e) => form.setFieldValue('classTypeId', Number(e.currentTarget.value))}
            error={form.errors.classTypeId}
          />
        </SimpleGrid>
        <ClassTypeAdder onAdded={(id) => form.setFieldValue('classTypeId', id)} />
        <WeekdaysField {...form.getInputProps('weekdays')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <ClockInput label="Start time" placeholder="06:30" withAsterisk {...form.getInputProps('startTime')} />
          <NumberInput label="Duration (minutes)" {...whole('durationMin')} />
          <NumberInput label="Capacity" {...whole('capacity')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Instructor"
            maxLength={TIMETABLE_TEXT_LIMITS.instructor}
            {...form.getInputProps('instructor')}
          />
          <TextInput label="Room" maxLength={TIMETABLE_TEXT_LIMITS.location} {...form.getInputProps('location')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <DayInput label="Starts on" {...form.getInputProps('startsOn')} />
          <DayInput label="Ends on (optional)" {...form.getInputProps('endsOn')} />
          {series && <DayInput label="Change from" {...form.getInputProps('fromDate')} />}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput label="Booking window (days)" {...whole('bookingWindowDays')} />
          <NumberInput label="Cancellation cut-off (hours)" {...whole('cancelCutoffHours')} />
          <TextInput label="Late-cancel fee ($)" maxLength={9} {...form.getInputProps('lateCancelFee')} />
        </SimpleGrid>
        <Textarea
          label="Special instructions"
          maxLength={TIMETABLE_TEXT_LIMITS.specialInstructions}
          {...form.getInputProps('specialInstructions')}
        />
        <FormPictureInput form={form} field="picture" label="Picture (PNG or JPEG)" check={pictureProblem} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {series ? 'Save changes' : 'Add to timetable'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
