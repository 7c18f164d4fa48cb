// /suspension-form and /cancellation-form (?code&accountId&memberNumber): the member's request with
// reason and dates; the club receives it and the member gets a dated receipt by e-mail.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Alert, Container, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSearchParams } from 'react-router-dom';
import { DateField, EMAIL, INVALID_DATE, LoadingText, REQUIRED, SpinnerButton, TEXT_LIMITS } from '@portal/shared';
import type { MemberRequestForm, PublicReceipt } from '@portal/shared/contracts';
import { useRequest } from '../../../common/use-request';
import { getRequestForm } from '../api/get-request-form';
import { postRequest } from '../api/post-request';
import { errorMessage } from '@portal/shared';

type Kind = 'suspension' | 'cancellation';
const TITLES: Record<Kind, string> = { suspension: 'Suspension Request', cancellation: 'Cancellation Request' };
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function MemberRequestPage({ kind }: { kind: Kind }) {
  const [params] = useSearchParams();
  const { busy, error, result: receipt, send } = useRequest<PublicReceipt>();
  const form = useForm({
    initialValues: { memberNumber: params.get('memberNumber') ?? '', firstName: '', lastName: '', email: '', mobile: '', reason: '', fromDate: '', toDate: '', comments: '' },
    validate: {
      memberNumber: (v) => (v.trim() ? null : REQUIRED),
      firstName: (v) => (v.trim() ? null : REQUIRED),
      lastName: (v) => (v.trim() ? null : REQUIRED),
      email: (v) => (!v.trim() ? REQUIRED : EMAIL_PATTERN.test(v.trim()) ? null : EMAIL),
      reason: (v) => (v ? null : REQUIRED),
      fromDate: (v) => (v ? null : REQUIRED),
      toDate: (v, all) => (kind === 'suspension' && (!v || v < all.fromDate) ? INVALID_DATE : null),
    },
  });
  const search = ['code', 'accountId', 'memberNumber'].flatMap((k) => (params.get(k) ? [[k, params.get(k) ?? '']] : []));
  const formQuery = useQuery({
    queryKey: ['public', 'member-request', kind, search],
    queryFn: () => getRequestForm(kind, Object.fromEntries(search) as Record<string, string>),
  });
  const info: MemberRequestForm | null = formQuery.data ?? null;
  const loadError = formQuery.error ? errorMessage(formQuery.error) : '';
  // Signed in: the request is the member's own, sent to the e-mail on their record.
  const { setValues } = form;
  useEffect(() => {
    if (formQuery.data?.member) setValues(formQuery.data.member);
  }, [formQuery.data, setValues]);

  const submit = form.onSubmit(async (v) => {
    if (!info) return;
    await send(() =>
      postRequest(kind, {
        accountId: info.accountId,
        memberNumber: v.memberNumber.trim(),
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        email: v.email.trim(),
        mobile: v.mobile.trim() || undefined,
        reason: v.reason,
        fromDate: v.fromDate,
        toDate: kind === 'suspension' ? v.toDate : undefined,
        comments: v.comments.trim() || undefined,
      }),
    );
  });

  return (
    <Container size="sm" py="lg">
      <Stack>
        <Title order={2}>{TITLES[kind]}</Title>
        {loadError && <Alert color="red">{loadError}</Alert>}
        {!info && !loadError && <LoadingText />}
        {info && receipt && (
          <Alert color="green" title="Request received">
            {receipt.message} Receipt {receipt.receiptNumber}, received {receipt.receivedAt}.
          </Alert>
        )}
        {info && !receipt && (
          <form onSubmit={submit} noValidate>
            <Stack>
              <Text c="dimmed">{info.clubName}</Text>
              {error && <Alert color="red">{error}</Alert>}
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label="Member number" readOnly={!!info.member} required {...form.getInputProps('memberNumber')} />
                <TextInput label="Email" readOnly={!!info.member} type="email" required {...form.getInputProps('email')} />
                <TextInput label="First name" readOnly={!!info.member} required {...form.getInputProps('firstName')} />
                <TextInput label="Last name" readOnly={!!info.member} required {...form.getInputProps('lastName')} />
                <TextInput maxLength={TEXT_LIMITS.phone} label="Mobile" type="tel" {...form.getInputProps('mobile')} />
                <Select label={kind === 'suspension' ? 'Suspend Reason' : 'Cancellation reason'} required data={info.reasons} {...form.getInputProps('reason')} />
                <DateField label={kind === 'suspension' ? 'From' : 'Cancel from'} minDate={info.today} required {...form.getInputProps('fromDate')} onChange={(v) => form.setFieldValue('fromDate', v ?? '')} />
                {kind === 'suspension' && <DateField label="Until" minDate={form.values.fromDate || info.today} required {...form.getInputProps('toDate')} onChange={(v) => form.setFieldValue('toDate', v ?? '')} />}
              </SimpleGrid>
              <Textarea maxLength={TEXT_LIMITS.comments} label="Comments" autosize minRows={2} {...form.getInputProps('comments')} />
              <SpinnerButton type="submit" busy={busy}>
                Submit request
              </SpinnerButton>
            </Stack>
          </form>
        )}
      </Stack>
    </Container>
  );
}

export const SuspensionFormPage = () => <MemberRequestPage kind="suspension" />;
export const CancellationFormPage = () => <MemberRequestPage kind="cancellation" />;
