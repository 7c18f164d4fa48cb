// The prospect inquiry form, used on /prospect-inquiry and (with large targets) the prospect kiosk.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { EMAIL as EMAIL_MESSAGE, REQUIRED, SpinnerButton, TEXT_LIMITS, namedOptions } from '@portal/shared';
import type { LookupOption, PublicReceipt } from '@portal/shared/contracts';
import { getHowDidYouHear } from '../api/get-how-did-you-hear';
import { postInquiry } from '../api/post-inquiry';
import { errorMessage } from '@portal/shared';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function InquiryForm({ accountId, size = 'md', onDone }: { accountId: string; size?: 'md' | 'xl'; onDone?: () => void }) {
  const options: LookupOption[] = useQuery({ queryKey: ['public', 'how-did-you-hear', accountId], queryFn: () => getHowDidYouHear(accountId) }).data ?? [];
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [receipt, setReceipt] = useState<PublicReceipt | null>(null);
  const form = useForm({
    initialValues: { firstName: '', lastName: '', email: '', mobile: '', howDidYouHearId: '', message: '' },
    validate: {
      firstName: (v) => (v.trim() ? null : REQUIRED),
      lastName: (v) => (v.trim() ? null : REQUIRED),
      email: (v) => (!v.trim() ? REQUIRED : EMAIL.test(v.trim()) ? null : EMAIL_MESSAGE),
    },
  });

  if (receipt) {
    return (
      <Stack>
        <Alert color="green" title="Thank you">
          {receipt.message} Reference {receipt.receiptNumber}, {receipt.receivedAt}.
        </Alert>
        <Button size={size} onClick={() => { setReceipt(null); form.reset(); onDone?.(); }}>
          Done
        </Button>
      </Stack>
    );
  }
  const submit = form.onSubmit(async (v) => {
    setBusy(true);
    setError('');
    try {
      setReceipt(
        await postInquiry({
          accountId,
          firstName: v.firstName.trim(),
          lastName: v.lastName.trim(),
          email: v.email.trim(),
          mobile: v.mobile.trim() || undefined,
          howDidYouHearId: v.howDidYouHearId ? Number(v.howDidYouHearId) : null,
          message: v.message.trim() || undefined,
        }),
      );
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {error && <Alert color="red">{error}</Alert>}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput maxLength={TEXT_LIMITS.personName} size={size} label="First name" required {...form.getInputProps('firstName')} />
          <TextInput maxLength={TEXT_LIMITS.personName} size={size} label="Last name" required {...form.getInputProps('lastName')} />
          <TextInput maxLength={TEXT_LIMITS.email} size={size} label="Email" type="email" required {...form.getInputProps('email')} />
          <TextInput maxLength={TEXT_LIMITS.phone} size={size} label="Mobile" type="tel" {...form.getInputProps('mobile')} />
        </SimpleGrid>
        <Select
          size={size}
          label="How did you hear about us?"
          data={namedOptions(options)}
          clearable
          {...form.getInputProps('howDidYouHearId')}
        />
        <Textarea maxLength={TEXT_LIMITS.comments} size={size} label="Message" autosize minRows={3} {...form.getInputProps('message')} />
        <SpinnerButton size={size} type="submit" busy={busy}>
          Send inquiry
        </SpinnerButton>
      </Stack>
    </form>
  );
}
