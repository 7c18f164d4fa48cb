import { NativeSelect, NumberInput, Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { SCHOOL_TEXT_LIMITS } from '@portal/shared';
import {
  WEEKDAY_CODES,
  WEEKDAY_LABELS,
  type SwimClassInput,
  type SwimLevel,
  type SwimLevelInput,
  type SwimTerm,
  type SwimTermInput,
} from '@portal/shared/contracts';
import { SaveForm } from '../../../common/save-form';
import { useCatalogueForm, type CatalogueFormProps } from '../../../common/catalogue-form';
import { ClockInput, DayInput } from '../../../common/typed-inputs';
import { classInput, termInput, validateClass, validateLevel, validateTerm, type ClassValues } from '../lib/swim-forms';

/** A level students are at and classes teach. */
export function LevelForm(props: CatalogueFormProps<SwimLevelInput, SwimLevelInput>) {
  const { form, frame } = useCatalogueForm(props, { validate: validateLevel, toInput: (v) => ({ ...v, sortOrder: Number(v.sortOrder) }), fieldErrors: true });
  return (
    <SaveForm {...frame} saveLabel="Save level">
      <TextInput label="Name" required maxLength={SCHOOL_TEXT_LIMITS.name} {...form.getInputProps('name')} />
      <Textarea label="Description" autosize minRows={2} maxLength={SCHOOL_TEXT_LIMITS.description} {...form.getInputProps('description')} />
      <NumberInput label="Order" allowDecimal={false} {...form.getInputProps('sortOrder')} />
    </SaveForm>
  );
}

/** A term: its dates and its make-up rules. */
export function TermForm(props: CatalogueFormProps<SwimTermInput, SwimTermInput>) {
  const { form, frame } = useCatalogueForm(props, { validate: validateTerm, toInput: termInput, fieldErrors: true });
  return (
    <SaveForm {...frame} saveLabel="Save term">
      <TextInput label="Name" required maxLength={SCHOOL_TEXT_LIMITS.name} {...form.getInputProps('name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DayInput label="Starts on" required {...form.getInputProps('startsOn')} />
        <DayInput label="Ends on" required {...form.getInputProps('endsOn')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput label="Make-up credits per term" allowDecimal={false} {...form.getInputProps('makeupCreditsPerTerm')} />
        <NumberInput label="A make-up credit lasts (days)" allowDecimal={false} {...form.getInputProps('makeupExpiryDays')} />
      </SimpleGrid>
    </SaveForm>
  );
}

/** A weekly swim class in a term: level, day, time, instructor and places. */
export function ClassForm({ terms, levels, ...props }: CatalogueFormProps<ClassValues, SwimClassInput> & { terms: SwimTerm[]; levels: SwimLevel[] }) {
  const { form, frame } = useCatalogueForm(props, { validate: validateClass, toInput: classInput, fieldErrors: true });
  return (
    <SaveForm {...frame} saveLabel="Save class">
      <TextInput label="Name" required maxLength={SCHOOL_TEXT_LIMITS.name} {...form.getInputProps('name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label="Term" data={terms.map((t) => ({ value: String(t.id), label: t.name }))} allowDeselect={false} {...form.getInputProps('termId')} />
        <Select label="Level" data={levels.map((l) => ({ value: String(l.id), label: l.name }))} allowDeselect={false} {...form.getInputProps('levelId')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NativeSelect label="Day" data={WEEKDAY_CODES.map((c) => ({ value: c, label: WEEKDAY_LABELS[c] }))} {...form.getInputProps('weekday')} />
        <ClockInput label="Start time" placeholder="16:00" required {...form.getInputProps('startTime')} />
        <NumberInput label="Duration (minutes)" allowDecimal={false} {...form.getInputProps('durationMin')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Instructor" maxLength={SCHOOL_TEXT_LIMITS.instructor} {...form.getInputProps('instructor')} />
        <NumberInput label="Capacity" allowDecimal={false} {...form.getInputProps('capacity')} />
      </SimpleGrid>
    </SaveForm>
  );
}
