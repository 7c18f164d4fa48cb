// /refer-a-friend: a member (or anyone) passes a friend's details to the club, which contacts them.
import { useState } from 'react';
import { Alert, Container, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { SpinnerButton, TEXT_LIMITS } from '@portal/shared';
import type { PublicReceipt } from '@portal/shared/contracts';
import { errorText } from '../../../lib/error-text';
import { MissingClub } from '../../../lib/missing-club';
import { useAccountId } from '../../../lib/use-account-id';
import { postReferral } from '../api/referral-api';

export function ReferralPage() {
  const accountId = useAccountId();
  const [form, setForm] = useState({ referrerName: '', referrerEmail: '', referrerMemberNumber: '', friendFirstName: '', friendLastName: '', friendEmail: '', friendMobile: '', message: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState<PublicReceipt | null>(null);
  const set = (k: keyof typeof form) => (e: { currentTarget: { value: string } }) => {
    // Read the value now: the event is gone by the time React runs the updater.
    const value = e.currentTarget.value;
    setForm((f) => ({ ...f, [k]: value }));
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      const opt = (v: string) => v.trim() || undefined;
      setDone(await postReferral({ accountId, ...form, referrerMemberNumber: opt(form.referrerMemberNumber), friendEmail: opt(form.friendEmail), friendMobile: opt(form.friendMobile), message: opt(form.message) }));
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  if (!accountId) return <Container size="sm" py="lg"><MissingClub /></Container>;
  return (
    <Container size="sm" py="lg">
      <Stack>
        <Title order={2}>Refer a friend</Title>
        {done ? (
          <Alert color="green" role="status" title="Thank you">{done.message} Reference {done.receiptNumber}.</Alert>
        ) : (
          <form onSubmit={submit} aria-label="Refer a friend">
            <Stack>
              <Text>Know someone who would love the club? Leave their details and we will get in touch.</Text>
              <Title order={3} size="h4">Your details</Title>
              <TextInput maxLength={TEXT_LIMITS.fullName} label="Your name" required value={form.referrerName} onChange={set('referrerName')} autoComplete="name" />
              <TextInput maxLength={TEXT_LIMITS.email} label="Your email" type="email" required value={form.referrerEmail} onChange={set('referrerEmail')} autoComplete="email" />
              <TextInput maxLength={TEXT_LIMITS.memberNumber} label="Your member number (optional)" value={form.referrerMemberNumber} onChange={set('referrerMemberNumber')} />
              <Title order={3} size="h4">Your friend</Title>
              <TextInput maxLength={TEXT_LIMITS.personName} label="Friend's first name" required value={form.friendFirstName} onChange={set('friendFirstName')} />
              <TextInput maxLength={TEXT_LIMITS.personName} label="Friend's last name" required value={form.friendLastName} onChange={set('friendLastName')} />
              <TextInput maxLength={TEXT_LIMITS.email} label="Friend's email" type="email" value={form.friendEmail} onChange={set('friendEmail')} />
              <TextInput maxLength={TEXT_LIMITS.phone} label="Friend's mobile" type="tel" value={form.friendMobile} onChange={set('friendMobile')} />
              <Textarea label="Message for the club (optional)" maxLength={TEXT_LIMITS.notes} value={form.message} onChange={set('message')} />
              {error && <Alert color="red" role="alert">{error}</Alert>}
              <SpinnerButton type="submit" busy={busy}>Refer my friend</SpinnerButton>
            </Stack>
          </form>
        )}
      </Stack>
    </Container>
  );
}
