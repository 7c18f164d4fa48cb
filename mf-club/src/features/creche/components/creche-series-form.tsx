import { Checkbox, Group, NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SCHOOL_TEXT_LIMITS } from '@portal/shared';
import { WEEKDAY_CODES, WEEKDAY_LABELS, type CrecheSeriesInput } from '@portal/shared/contracts';
import { SaveForm } from '../../../common/save-form';
import { useSave } from '../../../common/use-save';
import { crecheInput, validateCreche, type CrecheFormValues } from '../lib/creche-form';

interface Props {
  initial: CrecheFormValues;
  onSave: (input: CrecheSeriesInput) => Promise<unknown>;
  onCancel: () => void;
}

/** A weekly creche series: days, time, length, places, the children's ages and the room. */
export function CrecheSeriesForm({ initial, onSave, onCancel }: Props) {
  const form = useForm<CrecheFormValues>({ initialValues: initial, validate: validateCreche, validateInputOnBlur: true });
  const { busy, serverError, save } = useSave(onSave, (field, message) => form.setFieldError(field, message));
  return (
    <SaveForm onSubmit={form.onSubmit((v) => save(crecheInput(v)))} busy={busy} serverError={serverError} saveLabel="Save creche series" onCancel={onCancel}>
      <TextInput label="Name" required maxLength={SCHOOL_TEXT_LIMITS.name} {...form.getInputProps('name')} />
      <Checkbox.Group label="Days" withAsterisk {...form.getInputProps('weekdays')}>
        <Group mt="xs">
          {WEEKDAY_CODES.map((code) => (
            <Checkbox key={code} value={code} label={WEEKDAY_LABELS[code]} />
          ))}
        </Group>
      </Checkbox.Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="Start time" placeholder="08:30" maxLength={5} required {...form.getInputProps('startTime')} />
        <NumberInput label="Duration (minutes)" allowDecimal={false} {...form.getInputProps('durationMin')} />
        <NumberInput label="Capacity" allowDecimal={false} {...form.getInputProps('capacity')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput label="Youngest (months)" allowDecimal={false} {...form.getInputProps('minAgeMonths')} />
        <NumberInput label="Oldest (months)" allowDecimal={false} {...form.getInputProps('maxAgeMonths')} />
        <TextInput label="Room" maxLength={SCHOOL_TEXT_LIMITS.room} {...form.getInputProps('room')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Starts on" placeholder="YYYY-MM-DD" maxLength={10} {...form.getInputProps('startsOn')} />
        <TextInput label="Ends on (optional)" placeholder="YYYY-MM-DD" maxLength={10} {...form.getInputProps('endsOn')} />
      </SimpleGrid>
    </SaveForm>
  );
}
