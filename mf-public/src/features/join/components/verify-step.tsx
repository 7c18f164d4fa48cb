// Step 3: the 6-digit code, sent by SMS or, where the club has no SMS gateway, by e-mail.
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { SpinnerButton } from '@portal/shared';
import type { MobileCodeSent } from '@portal/shared/contracts';
import type { JoinForm } from '../hooks/use-join-form';
import { CODE_LENGTH } from '../lib/join-rules';

interface VerifyStepProps {
  form: JoinForm;
  sent: Pick<MobileCodeSent, 'channel' | 'sentTo'> | null;
  busy: boolean;
  onResend: () => void;
  onVerify: () => void;
}

export function VerifyStep({ form, sent, busy, onResend, onVerify }: VerifyStepProps) {
  const code = form.getInputProps('code');
  return (
    <Stack mt="md">
      <Text>
        {sent?.channel === 'email'
          ? `We have e-mailed a 6-digit code to ${sent.sentTo}. It expires in 10 minutes.`
          : `We have sent a 6-digit code by SMS to ${sent?.sentTo ?? form.values.mobileNumber}. It expires in 10 minutes.`}
      </Text>
      <TextInput
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        {...code}
        onChange={(e) => form.setFieldValue('code', e.currentTarget.value.replace(/\D/g, ''))}
      />
      <Group justify="space-between">
        <Button variant="subtle" onClick={onResend}>
          Send a new code
        </Button>
        <SpinnerButton busy={busy} disabled={form.values.code.length !== CODE_LENGTH} onClick={onVerify}>
          Verify
        </SpinnerButton>
      </Group>
    </Stack>
  );
}
