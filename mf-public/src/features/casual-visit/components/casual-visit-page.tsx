// /prospect-casual-visit: a day pass. Details and reason, read and sign the waiver, pay the club's
// casual fee (amount from the server), then the receipt (also e-mailed). One column, mobile first.
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Alert, Button, Group, Select, Table, Text, TextInput, Title } from '@mantine/core';
import { ApiError, CardFields, CardFrame, DateField, formatMoney, LoadingText, PaymentAttemptKeys, SignatureDialog, SpinnerButton, type CapturedCard, type CardFrameHandle, type SignatureResult, TEXT_LIMITS, useCardEntry, ErrorAlert, namedOptions } from '@portal/shared';
import type { CasualVisitInfo, CasualVisitReceipt, LookupOption } from '@portal/shared/contracts';
import { isMinorOn } from '../../../common/is-minor-on';
import { RequestPage } from '../../../common/request-page';
import { useAccountId } from '../../../common/use-account-id';
import { useFormFields } from '../../../common/use-form-fields';
import { useRequest } from '../../../common/use-request';
import { WaiverText } from '../../../common/waiver-text';
import { getCasualVisitInfo, getCasualVisitReasons, postCasualVisit } from '../api/casual-visit-api';
import { errorMessage } from '@portal/shared';

export function CasualVisitPage() {
  const accountId = useAccountId();
  const infoQuery = useQuery({ queryKey: ['public', 'casual-visit', accountId], queryFn: () => getCasualVisitInfo(accountId), enabled: Boolean(accountId) });
  const info: CasualVisitInfo | null = infoQuery.data ?? null;
  const reasons: LookupOption[] =
    useQuery({ queryKey: ['public', 'casual-visit-reasons', accountId], queryFn: () => getCasualVisitReasons(accountId), enabled: Boolean(accountId) }).data ?? [];
  const { form, set, setValue } = useFormFields({ firstName: '', lastName: '', email: '', mobile: '', dateOfBirth: '', guarantorName: '' });
  const [reasonId, setReasonId] = useState<string | null>(null);
  // Typed card (no PCI vault): the payment-fields kit, its rules and errors under each field.
  const card = useCardEntry();
  const [signature, setSignature] = useState<SignatureResult | null>(null);
  const [signing, setSigning] = useState(false);
  const { busy, error: requestError, setError, result: receipt, send } = useRequest<CasualVisitReceipt>();
  const error = requestError || (infoQuery.error ? errorMessage(infoQuery.error) : '');
  // One key per visit attempt: a double-tap or a retry after a network error never charges twice;
  // after any answer (a decline too) the next try is a new attempt with a fresh key.
  const [attempts] = useState(() => new PaymentAttemptKeys());
  const frame = useRef<CardFrameHandle>(null);


  const minor = Boolean(info && isMinorOn(form.dateOfBirth, info.today));
  // Becoming (or no longer being) under 18 changes who must sign: sign again.
  const [signedAsMinor, setSignedAsMinor] = useState(minor);
  if (minor !== signedAsMinor) {
    setSignedAsMinor(minor);
    setSignature(null);
  }
  const detailsReady = form.firstName.trim() && form.lastName.trim() && form.email.trim() && form.dateOfBirth && reasonId && (!minor || form.guarantorName.trim());

  const pay = (captured?: CapturedCard) => {
    if (!signature) return setError('Please sign before continuing.');
    const cardBody = captured ? { token: captured.Token, tokenReference: captured.TokenReference } : card.check();
    if (!cardBody) return; // the kit has marked the card fields
    const request = {
      accountId,
      ...form,
      guarantorName: minor ? form.guarantorName : undefined,
      reasonId: Number(reasonId),
      signature: signature.signaturePayload,
      signatureParentGuarantor: signature.signatureParentGuarantorPayload || undefined,
      ...cardBody,
    };
    return send(
      () => attempts.send(request, (key) => postCasualVisit(request, key)),
      // The captured card is spent: offer the card form again for another try. A refusal of the
      // typed card (expired, wrong number) is also marked on its field.
      (failure) => {
        frame.current?.reload();
        if (failure instanceof ApiError) card.showServerError(failure.message);
      },
    );
  };

  if (receipt) {
    return (
      <RequestPage accountId={accountId} title="Casual visit receipt">
        <Alert color="green" role="status">{receipt.message}</Alert>
        <Table aria-label="Receipt">
          <Table.Tbody>
            <Table.Tr><Table.Th>Receipt</Table.Th><Table.Td>{receipt.receiptNumber}</Table.Td></Table.Tr>
            <Table.Tr><Table.Th>Date</Table.Th><Table.Td>{receipt.receivedAt}</Table.Td></Table.Tr>
            <Table.Tr><Table.Th>Club</Table.Th><Table.Td>{receipt.clubName}</Table.Td></Table.Tr>
            <Table.Tr><Table.Th>Name</Table.Th><Table.Td>{receipt.name}</Table.Td></Table.Tr>
            <Table.Tr><Table.Th>Visit</Table.Th><Table.Td>{receipt.visitDate} ({receipt.reason})</Table.Td></Table.Tr>
            <Table.Tr><Table.Th>Paid</Table.Th><Table.Td>{formatMoney(receipt.amountCents)} ({receipt.card})</Table.Td></Table.Tr>
          </Table.Tbody>
        </Table>
      </RequestPage>
    );
  }
  return (
    <RequestPage accountId={accountId} title="Casual visit">
      {!info && !error && <LoadingText />}
      {info && (
        <>
          <Text>
            {info.clubName}: day pass {formatMoney(info.feeCents)}
          </Text>
          <Title order={3} size="h4">Your details</Title>
          <TextInput maxLength={TEXT_LIMITS.personName} label="First name" required value={form.firstName} onChange={set('firstName')} autoComplete="given-name" />
          <TextInput maxLength={TEXT_LIMITS.personName} label="Last name" required value={form.lastName} onChange={set('lastName')} autoComplete="family-name" />
          <TextInput maxLength={TEXT_LIMITS.email} label="Email" type="email" required value={form.email} onChange={set('email')} autoComplete="email" />
          <TextInput maxLength={TEXT_LIMITS.phone} label="Mobile" type="tel" value={form.mobile} onChange={set('mobile')} autoComplete="tel" />
          <DateField label="Date of birth" required maxDate={info.today} value={form.dateOfBirth} onChange={(v) => setValue('dateOfBirth', v ?? '')} />
          <Select label="Reason for your visit" required data={namedOptions(reasons)} value={reasonId} onChange={setReasonId} allowDeselect={false} />
          {minor && <TextInput maxLength={TEXT_LIMITS.fullName} label="Parent or guarantor name" required value={form.guarantorName} onChange={set('guarantorName')} />}

          <Title order={3} size="h4">Waiver</Title>
          <WaiverText text={info.waiverText} maxHeight={220} />
          <Group>
            <Button variant={signature ? 'light' : 'filled'} onClick={() => setSigning(true)} disabled={!detailsReady}>
              {signature ? 'Sign again' : 'Sign waiver'}
            </Button>
            {signature && <Text c="green" role="status">Waiver signed</Text>}
          </Group>
          {!detailsReady && <Text size="sm">Fill in your details and the reason for your visit, then sign the waiver.</Text>}

          {signature && (
            <>
              <Title order={3} size="h4">Payment: {formatMoney(info.feeCents)}</Title>
              {info.pciVaultEnabled ? (
                <CardFrame ref={frame} onCard={(c) => void pay(c)} height={680} query={{ accountId }} />
              ) : (
                <>
                  <CardFields form={card.form} />
                  <SpinnerButton busy={busy} onClick={() => void pay()}>Pay {formatMoney(info.feeCents)}</SpinnerButton>
                </>
              )}
            </>
          )}
        </>
      )}
      <ErrorAlert error={error} />
      <SignatureDialog
        opened={signing}
        heading="Please sign the waiver below..."
        onCancel={() => setSigning(false)}
        onConfirm={(r) => { setSignature(r); setSigning(false); }}
        requireGuarantor={minor}
        guarantorHeading="Please ask your parent guarantor to sign below..."
      />
    </RequestPage>
  );
}
