// /guarantor: a parent or guarantor signs for someone under 18 who joins or visits the club.
import { useState } from 'react';
import { Text, TextInput, Title } from '@mantine/core';
import { clubToday, DateField, SignatureDialog, SpinnerButton, type SignatureResult, TEXT_LIMITS, ErrorAlert } from '@portal/shared';
import type { PublicReceipt } from '@portal/shared/contracts';
import { ReceiptAlert } from '../../../common/receipt-alert';
import { RequestPage } from '../../../common/request-page';
import { usePublicClubToday } from '../../../common/public-club';
import { useAccountId } from '../../../common/use-account-id';
import { useFormFields } from '../../../common/use-form-fields';
import { useRequest } from '../../../common/use-request';
import { postGuarantor } from '../api/guarantor-api';

export function GuarantorPage() {
  const accountId = useAccountId();
  // No birth date after the club's today (the default zone's until the club answers).
  const today = usePublicClubToday(accountId) ?? clubToday();
  const { form, set, setValue } = useFormFields({ memberFirstName: '', memberLastName: '', memberDateOfBirth: '', memberNumber: '', guarantorName: '', guarantorEmail: '', guarantorMobile: '' });
  const [signing, setSigning] = useState(false);
  const { busy, error, result: done, send } = useRequest<PublicReceipt>();
  const ready = form.memberFirstName.trim() && form.memberLastName.trim() && form.memberDateOfBirth && form.guarantorName.trim() && form.guarantorEmail.trim();

  const submit = (sig: SignatureResult) => {
    setSigning(false);
    return send(() => postGuarantor({ accountId, ...form, memberNumber: form.memberNumber || undefined, guarantorMobile: form.guarantorMobile || undefined, signature: sig.signaturePayload }));
  };

  return (
    <RequestPage accountId={accountId} title="Guarantor form">
      {done ? (
        <ReceiptAlert title="Form received" receipt={done} withTime />
      ) : (
        <>
          <Text>For anyone under 18, a parent or guarantor accepts the club's terms and signs on their behalf.</Text>
          <Title order={3} size="h4">Person under 18</Title>
          <TextInput maxLength={TEXT_LIMITS.personName} label="First name" required value={form.memberFirstName} onChange={set('memberFirstName')} />
          <TextInput maxLength={TEXT_LIMITS.personName} label="Last name" required value={form.memberLastName} onChange={set('memberLastName')} />
          <DateField label="Date of birth" required maxDate={today} value={form.memberDateOfBirth} onChange={(v) => setValue('memberDateOfBirth', v ?? '')} />
          <TextInput maxLength={TEXT_LIMITS.memberNumber} label="Member number (if known)" value={form.memberNumber} onChange={set('memberNumber')} />
          <Title order={3} size="h4">Parent or guarantor</Title>
          <TextInput maxLength={TEXT_LIMITS.fullName} label="Full name" required value={form.guarantorName} onChange={set('guarantorName')} autoComplete="name" />
          <TextInput maxLength={TEXT_LIMITS.email} label="Email" type="email" required value={form.guarantorEmail} onChange={set('guarantorEmail')} autoComplete="email" />
          <TextInput maxLength={TEXT_LIMITS.phone} label="Mobile" type="tel" value={form.guarantorMobile} onChange={set('guarantorMobile')} autoComplete="tel" />
          <SpinnerButton busy={busy} disabled={!ready} onClick={() => setSigning(true)}>Sign as guarantor</SpinnerButton>
        </>
      )}
      <ErrorAlert error={error} />
      <SignatureDialog opened={signing} heading="Please ask your parent guarantor to sign below..." onCancel={() => setSigning(false)} onConfirm={(r) => void submit(r)} />
    </RequestPage>
  );
}
