// Step 4: the club's pre-activity questionnaire, and a guarantor for a member under 18.
import { Alert, Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { JOIN_TEXT_LIMITS } from '@portal/shared';
import type { JoinForm } from '../hooks/use-join-form';
import { StepNav } from './step-nav';

interface HealthStepProps {
  form: JoinForm;
  questions: string[];
  minor: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

export function HealthStep({ form, questions, minor, onPrevious, onNext }: HealthStepProps) {
  const answers = form.values.answers;
  return (
    <Stack mt="md">
      {questions.length > 0 && (
        <Stack>
          <Text fw={700}>Pre-activity questionnaire</Text>
          {questions.map((q, i) => (
            <Radio.Group key={q} label={q} required {...form.getInputProps(`answers.${i}`)} value={answers[i] ?? ''}>
              <Group mt={4}>
                <Radio value="no" label="No" />
                <Radio value="yes" label="Yes" />
              </Group>
            </Radio.Group>
          ))}
          {answers.includes('yes') && <Alert color="yellow">Please talk to your doctor before starting; our staff will contact you.</Alert>}
        </Stack>
      )}
      {minor && <TextInput label="Parent or guardian name (guarantor)" required maxLength={JOIN_TEXT_LIMITS.guarantorName} {...form.getInputProps('guarantorName')} />}
      {!questions.length && !minor && <Text>Nothing more to add here.</Text>}
      <StepNav onPrevious={onPrevious}>
        <Button disabled={questions.some((_, i) => !answers[i]) || (minor && !form.values.guarantorName.trim())} onClick={onNext}>
          Next
        </Button>
      </StepNav>
    </Stack>
  );
}
