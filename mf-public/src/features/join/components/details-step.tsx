// Step 2: who is joining. Each field shows its own problem.
import { PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DateField, GENDER_OPTIONS, SpinnerButton, JOIN_TEXT_LIMITS } from '@portal/shared';
import type { JoinForm } from '../hooks/use-join-form';
import { StepNav } from './step-nav';

interface DetailsStepProps {
  form: JoinForm;
  today: string;
  busy: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

export function DetailsStep({ form, today, busy, onPrevious, onNext }: DetailsStepProps) {
  return (
    <Stack mt="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="First name" required maxLength={JOIN_TEXT_LIMITS.firstName} {...form.getInputProps('firstName')} />
        <TextInput label="Last name" required maxLength={JOIN_TEXT_LIMITS.lastName} {...form.getInputProps('lastName')} />
        <DateField
          label="Date of birth"
          maxDate={today || undefined}
          required
          value={form.values.dateOfBirth}
          error={form.errors.dateOfBirth}
          onChange={(v) => form.setFieldValue('dateOfBirth', v ?? '')}
        />
        <Select label="Gender" required data={GENDER_OPTIONS} {...form.getInputProps('gender')} value={form.values.gender || null} onChange={(v) => form.setFieldValue('gender', v ?? '')} />
        <TextInput label="Email" type="email" required maxLength={JOIN_TEXT_LIMITS.email} {...form.getInputProps('email')} />
        <TextInput label="Mobile" type="tel" required maxLength={JOIN_TEXT_LIMITS.mobileNumber} {...form.getInputProps('mobileNumber')} />
        <PasswordInput
          label="Choose a password"
          description="At least 8 characters; you sign in with your e-mail and this password."
          required
          maxLength={JOIN_TEXT_LIMITS.password}
          {...form.getInputProps('password')}
        />
      </SimpleGrid>
      <StepNav onPrevious={onPrevious}>
        <SpinnerButton busy={busy} onClick={onNext}>
          Next
        </SpinnerButton>
      </StepNav>
    </Stack>
  );
}
