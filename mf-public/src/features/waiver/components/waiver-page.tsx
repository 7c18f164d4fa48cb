// /waiver: sign the club's waiver ahead of a visit (at home or on the front-desk tablet).
import { useState } from 'react';
import { Text, TextInput } from '@mantine/core';
import { DateField, LoadingText, SignatureDialog, SpinnerButton, type SignatureResult, TEXT_LIMITS, ErrorAlert } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import type { CasualVisitInfo, PublicReceipt } from '@portal/shared/contracts';
import { isMinorOn } from '../../../common/is-minor-on';
import { ReceiptAlert } from '../../../common/receipt-alert';
import { RequestPage } from '../../../common/request-page';
import { useAccountId } from '../../../common/use-account-id';
import { useFormFields } from '../../../common/use-form-fields';
import { useRequest } from '../../../common/use-request';
import { WaiverText } from '../../../common/waiver-text';
import { getWaiverText, postWaiver } from '../api/waiver-api';
import { errorMessage } from '@portal/shared';

export function WaiverPage() {
  const accountId = useAccountId();
  const infoQuery = useQuery({ queryKey: ['public', 'waiver', accountId], queryFn: () => getWaiverText(accountId), enabled: Boolean(accountId) });
  const info: CasualVisitInfo | null = infoQuery.data ?? null;
  const { form, set, setValue } = useFormFields({ firstName: '', lastName: '', email: '', dateOfBirth: '', memberNumber: '', guarantorName: '' });
  const [signing, setSigning] = useState(false);
  const { busy, error: requestError, result: done, send } = useRequest<PublicReceipt>();
  const error = requestError || (infoQuery.error ? errorMessage(infoQuery.error) : '');
  const minor = Boolean(info && isMinorOn(form.dateOfBirth, info.today));
  const ready = form.firstName.trim() && form.lastName.trim() && form.email.trim() && form.dateOfBirth && (!minor || form.guarantorName.trim());

  const submit = (sig: SignatureResult) => {
    setSigning(false);
    return send(() => postWaiver({ accountId, ...form, memberNumber: form.memberNumber || undefined, guarantorName: minor ? form.guarantorName : undefined, signature: sig.signaturePayload, signatureParentGuarantor: sig.signatureParentGuarantorPayload || undefined }));
  };

  return (
    <RequestPage accountId={accountId} title="Waiver form">
      {done ? (
        <ReceiptAlert title="Waiver received" receipt={done} withTime />
      ) : (
        <>
          {!info && !error && <LoadingText />}
          {info && (
            <>
              <Text>{info.clubName}</Text>
              <WaiverText text={info.waiverText} maxHeight={260} />
              <TextInput maxLength={TEXT_LIMITS.personName} label="First name" required value={form.firstName} onChange={set('firstName')} autoComplete="given-name" />
              <TextInput maxLength={TEXT_LIMITS.personName} label="Last name" required value={form.lastName} onChange={set('lastName')} autoComplete="family-name" />
              <TextInput maxLength={TEXT_LIMITS.email} label="Email" type="email" required value={form.email} onChange={set('email')} autoComplete="email" />
              <DateField label="Date of birth" required maxDate={info.today} value={form.dateOfBirth} onChange={(v) => setValue('dateOfBirth', v ?? '')} />
              <TextInput maxLength={TEXT_LIMITS.memberNumber} label="Member number (if you are a member)" value={form.memberNumber} onChange={set('memberNumber')} />
              {minor && <TextInput maxLength={TEXT_LIMITS.fullName} label="Parent or guarantor name" required value={form.guarantorName} onChange={set('guarantorName')} />}
              <SpinnerButton busy={busy} disabled={!ready} onClick={() => setSigning(true)}>Sign waiver</SpinnerButton>
            </>
          )}
        </>
      )}
      <ErrorAlert error={error} />
      <SignatureDialog opened={signing} heading="Please sign the waiver below..." onCancel={() => setSigning(false)} onConfirm={(r) => void submit(r)} requireGuarantor={minor} guarantorHeading="Please ask your parent guarantor to sign below..." />
    </RequestPage>
  );
}
