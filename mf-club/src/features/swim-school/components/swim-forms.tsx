import { NativeSelect, NumberInput, Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { SCHOOL_TEXT_LIMITS, namedOptions } from '@portal/shared';
import {
  WEEKDAY_CODES,
  WEEKDAY_LABELS,
  type SwimClassInput,
  type SwimLevel,
  type SwimLevelInput,
  type SwimTerm,
  type SwimTermInput,
} from '@portal/shared/contracts';
import { catalogueForm } from '../../../common/catalogue-form';
import { ClockInput, DayInput } from '../../../common/typed-inputs';
import { classInput, termInput, validateClass, validateLevel, validateTerm, type ClassValues } from '../lib/swim-forms';

/** A level students are at and classes teach. */
export const LevelForm = catalogueForm<SwimLevelInput, SwimLevelInput>({ validate: validateLevel, toInput: (v) => ({ ...v, sortOrder: Number(v.sortOrder) }), fieldErrors: true, saveLabel: 'Save level' }, ({ form }) => (
  <>
    <TextInput label="Name" required maxLength={SCHOOL_TEXT_LIMITS.name} {...form.getInputProps('name')} />
    <Textarea label="Description" autosize minRows={2} maxLength={SCHOOL_TEXT_LIMITS.description} {...form.getInputProps('description')} />
    <NumberInput label="Order" allowDecimal={false} {...form.getInputProps('sortOrder')} />
  </>
));

/** A term: its dates and its make-up rules. */
export const TermForm = catalogueForm<SwimTermInput, SwimTermInput>({ validate: validateTerm, toInput: termInput, fieldErrors: true, saveLabel: 'Save term' }, ({ form }) => (
  <>
    <TextInput label="Name" required maxLength={SCHOOL_TEXT_LIMITS.name} {...form.getInputProps('name')} />
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <DayInput label="Starts on" required {...form.getInputProps('startsOn')} />
      <DayInput label="Ends on" required {...form.getInputProps('endsOn')} />
    </SimpleGrid>
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <NumberInput label="Make-up credits per term" allowDecimal={false} {...form.getInputProps('makeupCreditsPerTerm')} />
      <NumberInput label="A make-up credit lasts (days)" allowDecimal={false} {...form.getInputProps('makeupExpiryDays')} />
    </SimpleGrid>
  </>
));

/** A weekly swim class in a term: level, day, time, instructor and places. */
export const ClassForm = catalogueForm<ClassValues, SwimClassInput, { terms: SwimTerm[]; levels: SwimLevel[] }>({ validate: validateClass, toInput: classInput, fieldErrors: true, saveLabel: 'Save class' }, ({ form, terms, levels }) => (
  <>
    <TextInput label="Name" required maxLength={SCHOOL_TEXT_LIMITS.name} {...form.getInputProps('name')} />
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Select label="Term" data={namedOptions(terms)} allowDeselect={false} {...form.getInputProps('termId')} />
      <Select label="Level" data={namedOptions(levels)} allowDeselect={false} {...form.getInputProps('levelId')} />
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
  </>
));
