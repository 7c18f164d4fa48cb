// /waiver: sign the club's waiver ahead of a visit (at home or on the front-desk tablet).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Container, Paper, ScrollArea, Stack, Text, TextInput, Title } from '@mantine/core';
import { DateField, LoadingText, SignatureDialog, SpinnerButton, type SignatureResult } from '@portal/shared';
import type { CasualVisitInfo, PublicReceipt } from '@portal/shared/contracts';
import { errorText } from '../../../lib/error-text';
import { MissingClub } from '../../../lib/missing-club';
import { useAccountId } from '../../../lib/use-account-id';
import { getWaiverText, postWaiver } from '../api/waiver-api';

const ageOn = (dob: string, today: string) => {
  const [by, bm, bd] = dob.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
};

export function WaiverPage() {
  const accountId = useAccountId();
  const infoQuery = useQuery({ queryKey: ['public', 'waiver', accountId], queryFn: () => getWaiverText(accountId), enabled: Boolean(accountId) });
  const info: CasualVisitInfo | null = infoQuery.data ?? null;
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', dateOfBirth: '', memberNumber: '', guarantorName: '' });
  const [signing, setSigning] = useState(false);
  const [busy, setBusy] = useState(false);
  const [actionError, setError] = useState('');
  const error = actionError || (infoQuery.error ? errorText(infoQuery.error) : '');
  const [done, setDone] = useState<PublicReceipt | null>(null);
  const set = (k: keyof typeof form) => (e: { currentTarget: { value: string } }) => {
    // Read the value now: the event is gone by the time React runs the updater.
    const value = e.currentTarget.value;
    setForm((f) => ({ ...f, [k]: value }));
  };
  const minor = Boolean(info && /^\d{4}-\d{2}-\d{2}$/.test(form.dateOfBirth) && ageOn(form.dateOfBirth, info.today) < 18);
  const ready = form.firstName.trim() && form.lastName.trim() && form.email.trim() && form.dateOfBirth && (!minor || form.guarantorName.trim());

  const submit = async (sig: SignatureResult) => {
    setSigning(false);
    setBusy(true);
    setError('');
    try {
      setDone(await postWaiver({ accountId, ...form, memberNumber: form.memberNumber || undefined, guarantorName: minor ? form.guarantorName : undefined, signature: sig.signaturePayload, signatureParentGuarantor: sig.signatureParentGuarantorPayload || undefined }));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  if (!accountId) return <Container size="sm" py="lg"><MissingClub /></Container>;
  return (
    <Container size="sm" py="lg">
      <Stack>
        <Title order={2}>Waiver form</Title>
        {done ? (
          <Alert color="green" role="status" title="Waiver received">{done.message} Reference {done.receiptNumber}, {done.receivedAt}.</Alert>
        ) : (
          <>
            {!info && !error && <LoadingText />}
            {info && (
              <>
                <Text>{info.clubName}</Text>
                <Paper withBorder p="sm" component="section" aria-label="Waiver text">
                  {/* Focusable, so the waiver can be scrolled from the keyboard too. */}
                  <ScrollArea.Autosize mah={260} type="auto" viewportProps={{ tabIndex: 0 }}>
                    <Text size="sm" style={{ whiteSpace: 'pre-line' }}>{info.waiverText}</Text>
                  </ScrollArea.Autosize>
                </Paper>
                <TextInput label="First name" required value={form.firstName} onChange={set('firstName')} autoComplete="given-name" />
                <TextInput label="Last name" required value={form.lastName} onChange={set('lastName')} autoComplete="family-name" />
                <TextInput label="Email" type="email" required value={form.email} onChange={set('email')} autoComplete="email" />
                <DateField label="Date of birth" required maxDate={info.today} value={form.dateOfBirth} onChange={(v) => setForm((f) => ({ ...f, dateOfBirth: v ?? '' }))} />
                <TextInput label="Member number (if you are a member)" value={form.memberNumber} onChange={set('memberNumber')} />
                {minor && <TextInput label="Parent or guarantor name" required value={form.guarantorName} onChange={set('guarantorName')} />}
                <SpinnerButton busy={busy} disabled={!ready} onClick={() => setSigning(true)}>Sign waiver</SpinnerButton>
              </>
            )}
          </>
        )}
        {error && <Alert color="red" role="alert">{error}</Alert>}
        <SignatureDialog opened={signing} heading="Please sign the waiver below..." onCancel={() => setSigning(false)} onConfirm={(r) => void submit(r)} requireGuarantor={minor} guarantorHeading="Please ask your parent guarantor to sign below..." />
      </Stack>
    </Container>
  );
}
