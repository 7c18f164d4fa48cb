// /refer-a-friend: a member (or anyone) passes a friend's details to the club, which contacts them.
import { Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { SpinnerButton, TEXT_LIMITS, ErrorAlert } from '@portal/shared';
import type { PublicReceipt } from '@portal/shared/contracts';
import { ReceiptAlert } from '../../../common/receipt-alert';
import { RequestPage } from '../../../common/request-page';
import { useAccountId } from '../../../common/use-account-id';
import { useFormFields } from '../../../common/use-form-fields';
import { useRequest } from '../../../common/use-request';
import { postReferral } from '../api/referral-api';

export function ReferralPage() {
  const accountId = useAccountId();
  const { form, set } = useFormFields({ referrerName: '', referrerEmail: '', referrerMemberNumber: '', friendFirstName: '', friendLastName: '', friendEmail: '', friendMobile: '', message: '' });
  const { busy, error, result: done, send } = useRequest<PublicReceipt>();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const opt = (v: string) => v.trim() || undefined;
    void send(() => postReferral({ accountId, ...form, referrerMemberNumber: opt(form.referrerMemberNumber), friendEmail: opt(form.friendEmail), friendMobile: opt(form.friendMobile), message: opt(form.message) }));
  };

  return (
    <RequestPage accountId={accountId} title="Refer a friend">
      {done ? (
        <ReceiptAlert title="Thank you" receipt={done} />
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
            <ErrorAlert error={error} />
            <SpinnerButton type="submit" busy={busy}>Refer my friend</SpinnerButton>
          </Stack>
        </form>
      )}
    </RequestPage>
  );
}
