// Change / renew membership (docs/spec/account-core.md §2 Change membership dialog, §4, §5): type chooser,
// 'Would you like something extra?', then Payment and Summary; the server quotes, validates the
// card, writes the agreement, and completes the signup after signing.
import { ActionIcon, Alert, Anchor, Button, Group, Loader, Select, Stack, Stepper, Switch, Table, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useEffect, useRef, useState } from 'react';
import {
  DebitFields,
  GENERATING_TERMS,
  ISSUE_VALIDATING_CARD,
  LoadingText,
  MEMBERSHIP_START_DATE_INVALID,
  PAYMENT_BEFORE_MEMBERSHIP_START,
  PAYMENT_START_DATE_INVALID,
  PROMO_APPLIED,
  PROMO_HINT,
  PROMO_INVALID,
  SignatureDialog,
  SpinnerButton,
  WELCOME_TO_GYM,
  clubToday,
  dayjs,
  formatDisplayDate,
  formatMoney,
  PaymentAttemptKeys,
  notifyError,
  notifySuccess,
  useCardEntry,
  useDebitEntry,
  useSession,
  type CapturedCard,
  type CardFrameHandle,
  type SignatureResult, Dialog } from '@portal/shared';
import type { FeeBreakdown, MembershipInfo, MembershipType, PurchasableSubscription, RenewContractPayload } from '@portal/shared/contracts';
import { CardEntry, cardPayload } from '../../../common/card-entry';
import { errorMessage } from '../../../common/error-message';
import { checkPromo } from '../api/check-promo';
import { completeSignup } from '../api/complete-signup';
import { getMembershipTypes } from '../api/get-membership-types';
import { getProfile, type SummaryProfile } from '../api/get-profile';
import { getTypeSubscriptions } from '../api/get-type-subscriptions';
import { renewContract } from '../api/renew-contract';
import { termsUrl } from '../api/terms-url';
import { PaymentBreakdown } from './payment-breakdown';
import { SubscriptionChooser } from './subscription-chooser';
import { TypeChooser } from './type-chooser';

export interface ChangeMembershipDialogProps {
  opened: boolean;
  onClose: () => void;
  onCompleted: () => void;
  current: MembershipInfo | null;
  /** Renew: start at the payment step of the current type. */
  renew?: boolean;
}

type PromoState = 'none' | 'valid' | 'invalid';

const iso = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');
const isWeekend = (date: string) => [0, 6].includes(dayjs(date).day());
function nextWeekday(date: dayjs.Dayjs): dayjs.Dayjs {
  let d = date;
  while ([0, 6].includes(d.day())) d = d.add(1, 'day');
  return d;
}

export function ChangeMembershipDialog({ opened, onClose, onCompleted, current, renew }: ChangeMembershipDialogProps) {
  const session = useSession();
  const clubId = session.clubId;
  const vault = Boolean(session.theme?.flags?.pciVaultEnabled);
  const hasSavedCard = Boolean(current?.contractTypeDetails.paymentTypeDetails.creditCardNumber);

  const [types, setTypes] = useState<MembershipType[] | null>(null);
  const [type, setType] = useState<MembershipType | null>(null);
  const [subs, setSubs] = useState<PurchasableSubscription[]>([]);
  const [chosenSubs, setChosenSubs] = useState<PurchasableSubscription[]>([]);
  const [chooserOpen, setChooserOpen] = useState(false);
  const [step, setStep] = useState(0);
  const [msd, setMsd] = useState<string | null>(null);
  const [psd, setPsd] = useState<string | null>(null);
  const [paymentType, setPaymentType] = useState('17');
  const [useExisting, setUseExisting] = useState(false);
  const card = useCardEntry();
  const [captured, setCaptured] = useState<CapturedCard | null>(null);
  const debit = useDebitEntry('member');
  // The server's reason a start date was refused, shown on that date field.
  const [dateErrors, setDateErrors] = useState<{ msd?: string; psd?: string }>({});
  const [promo, setPromo] = useState('');
  const [promoState, setPromoState] = useState<PromoState>('none');
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The spec's 'Issue Validating Credit Card' dialog, now only for a card problem no field can show (a decline).
  const [cardIssue, setCardIssue] = useState<string | null>(null);
  const [contract, setContract] = useState<RenewContractPayload | null>(null);
  const [profile, setProfile] = useState<SummaryProfile | null>(null);
  const [breakdown, setBreakdown] = useState<'first' | 'regular' | null>(null);
  const [signing, setSigning] = useState(false);
  const [done, setDone] = useState(false);
  // One Idempotency-Key per signing attempt (see PaymentAttemptKeys).
  const [signupAttempts] = useState(() => new PaymentAttemptKeys());
  const frameRef = useRef<CardFrameHandle>(null);

  // The club's calendar date (start dates are club dates), as a local dayjs for date arithmetic.
  const today = dayjs(clubToday());
  useEffect(() => {
    if (!opened || !clubId) return;
    let live = true;
    getMembershipTypes(clubId)
      .then((list) => {
        if (!live) return;
        setTypes(list);
        if (renew && current) {
          const same = list.find((t) => t.id === current.membershipTypeId);
          if (same) void choose(same);
        }
      })
      .catch((e) => notifyError(errorMessage(e)));
    if (session.memberNumber) getProfile(session.memberNumber).then((p) => live && setProfile(p)).catch(() => undefined);
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, clubId]);

  async function choose(t: MembershipType) {
    setType(t);
    setChosenSubs([]);
    setContract(null);
    setStep(0);
    if (t.isDirectDebit) {
      const start = nextWeekday(today);
      setMsd(iso(start));
      setPsd(iso(start));
      setPaymentType('19');
    } else {
      // Paid in full: credit card only, both dates today.
      setMsd(iso(today));
      setPsd(iso(today));
      setPaymentType('17');
    }
    try {
      const list = await getTypeSubscriptions(t.id);
      setSubs(list);
      if (list.length > 0) setChooserOpen(true);
    } catch {
      setSubs([]);
    }
  }

  const applyPromo = async () => {
    if (!type || !promo.trim()) {
      setPromoState('none');
      return;
    }
    try {
      await checkPromo({ code: promo.trim(), membershipTypeId: type.id, accountId: session.accountId ?? undefined });
      setPromoState('valid');
    } catch {
      setPromoState('invalid');
    }
  };

  const toggleExisting = (on: boolean) => {
    setUseExisting(on);
    // Off: cleared, name defaults to the profile name and the expiry year to this year.
    card.form.reset();
    if (!on) card.form.setValues({ nameOnCard: profile?.fullName ?? session.user?.fullName ?? '', expiryYear: String(today.year()) });
  };

  const next = async () => {
    if (!type || !msd || !psd) {
      setFormError('This field is required.');
      return;
    }
    let payment: Record<string, unknown>;
    if (paymentType === '17') {
      if (useExisting) payment = { useExistingCard: true };
      else {
        const typed = cardPayload(vault, card, captured);
        // null: the kit has marked the wrong fields under them.
        if (typeof typed === 'string' || typed === null) {
          setFormError(typed);
          return;
        }
        payment = { ...typed, useExistingCard: false };
      }
    } else {
      const body = debit.check();
      if (!body) {
        setFormError(null);
        return;
      }
      payment = { ...body };
    }
    setFormError(null);
    setDateErrors({});
    setBusy(true);
    try {
      const result = await renewContract({
        membershipTypeId: type.id,
        userId: session.user?.userId ?? 0,
        subscriptions: chosenSubs.map((s) => s.subscriptionId),
        membershipStartDate: msd,
        paymentStartDate: psd,
        membershipStartDateString: dayjs(msd).format('YYYY/MM/DD'),
        paymentStartDateString: dayjs(psd).format('YYYY/MM/DD'),
        paymentType: paymentType === '19' ? 19 : 17,
        promoCode: promoState === 'valid' ? promo.trim() : undefined,
        ...payment,
      });
      signupAttempts.answered();
      setContract(result);
      setStep(1);
    } catch (e) {
      // The real reason, on the field it concerns (a date, a card field), else above the buttons.
      const message = errorMessage(e);
      if (message === MEMBERSHIP_START_DATE_INVALID) setDateErrors({ msd: message });
      else if (message === PAYMENT_START_DATE_INVALID || message === PAYMENT_BEFORE_MEMBERSHIP_START) setDateErrors({ psd: message });
      else if (!(paymentType === '17' && !vault && !useExisting && card.showServerError(message))) setCardIssue(message);
    } finally {
      setBusy(false);
    }
  };

  const finish = async (signatures: SignatureResult | null) => {
    if (!contract) return;
    setSigning(false);
    setBusy(true);
    try {
      const request = {
          UserId: session.user?.userId ?? 0,
          PdfFileName: contract.pdfFileName,
          UseExistingCard: useExisting,
          signature: signatures?.signaturePayload ?? '',
          signatureParentGuarantor: signatures?.signatureParentGuarantorPayload ?? '',
        };
      await signupAttempts.send(request, (key) => completeSignup(request, key));
      notifySuccess(WELCOME_TO_GYM);
      setDone(true);
      onCompleted();
      // The dialog closes a second after a successful signup.
      setTimeout(() => close(), 1000);
    } catch (e) {
      notifyError(errorMessage(e));
      frameRef.current?.reload();
    } finally {
      setBusy(false);
    }
  };

  const agree = () => (contract?.signatureRequired ? setSigning(true) : void finish(null));

  function close() {
    setType(null);
    setContract(null);
    setStep(0);
    setDone(false);
    setPromo('');
    setPromoState('none');
    setCaptured(null);
    onClose();
  }

  const fees: FeeBreakdown | undefined = contract?.fees;
  const promoLabel =
    promoState === 'valid' ? (
      <Text c="green" size="sm">
        {PROMO_APPLIED}
      </Text>
    ) : promoState === 'invalid' ? (
      <Text c="red" size="sm">
        {PROMO_INVALID}
      </Text>
    ) : (
      <Text c="dimmed" size="sm">
        {PROMO_HINT}
      </Text>
    );
  const msdMax = type ? iso(today.add(type.noOfDaysAllowMembershipStartDate, 'day')) : undefined;
  const psdMax = type && msd ? iso(dayjs(msd).add(type.noOfDaysAllowPaymentStartDate, 'day')) : undefined;

  return (
    <Dialog opened={opened} onClose={close} size={1100} title={renew ? 'Renew Current Membership' : 'Change Current Membership'} centered>
      {!types && <LoadingText text="Retrieving membership, please wait..." />}
      {types && !type && <TypeChooser types={types} onChoose={(t) => void choose(t)} />}
      {type && (
        <Stepper active={step} allowNextStepsSelect={false}>
          <Stepper.Step label="Payment">
            <Stack gap="sm" mt="sm">
              <Text fw={600}>{type.description}</Text>
              {chosenSubs.length > 0 && <Text size="sm">Extras: {chosenSubs.map((s) => s.subscriptionName).join(', ')}</Text>}
              {type.isDirectDebit && (
                <Group grow>
                  <DatePickerInput
                    label="Membership start date"
                    valueFormat="DD/MM/YYYY"
                    value={msd}
                    onChange={(v) => {
                      const next = v ? String(v) : null;
                      setMsd(next);
                      // The payment start date moves with the membership start date (it may not be earlier).
                      setPsd(next);
                      setDateErrors({});
                    }}
                    error={dateErrors.msd}
                    minDate={iso(today)}
                    maxDate={msdMax}
                    excludeDate={(d) => isWeekend(String(d))}
                    required
                  />
                  <DatePickerInput
                    label="Payment start date"
                    valueFormat="DD/MM/YYYY"
                    value={psd}
                    onChange={(v) => {
                      setPsd(v ? String(v) : null);
                      setDateErrors({});
                    }}
                    error={dateErrors.psd}
                    minDate={msd ?? iso(today)}
                    maxDate={psdMax}
                    excludeDate={(d) => isWeekend(String(d))}
                    required
                  />
                </Group>
              )}
              <Select
                label="Payment type"
                allowDeselect={false}
                value={paymentType}
                onChange={(v) => setPaymentType(v ?? '17')}
                data={type.isDirectDebit ? [{ value: '17', label: 'Credit Card' }, { value: '19', label: 'Direct Debit' }] : [{ value: '17', label: 'Credit Card' }]}
              />
              {paymentType === '17' && (
                <>
                  {hasSavedCard && <Switch label="Use Existing card" checked={useExisting} onChange={(e) => toggleExisting(e.currentTarget.checked)} />}
                  {useExisting ? (
                    <Text size="sm">
                      {current?.contractTypeDetails.paymentTypeDetails.nameOnCard} {current?.contractTypeDetails.paymentTypeDetails.creditCardNumber}
                    </Text>
                  ) : (
                    <CardEntry vault={vault} card={card} captured={captured} onCaptured={setCaptured} frameRef={frameRef} />
                  )}
                </>
              )}
              {paymentType === '19' && <DebitFields entry={debit} />}
              <Group align="flex-end">
                <TextInput
                  label="Promo code"
                  value={promo}
                  onChange={(e) => {
                    setPromo(e.currentTarget.value);
                    setPromoState('none');
                  }}
                />
                <Button variant="outline" onClick={() => void applyPromo()}>
                  Apply Promo Code
                </Button>
              </Group>
              {promo.trim() ? promoLabel : null}
              {formError && (
                <Alert color="red" role="alert">
                  {formError}
                </Alert>
              )}
              {busy && <LoadingText text={GENERATING_TERMS} />}
              <Group justify="space-between">
                <Button variant="default" onClick={() => (renew ? close() : setType(null))}>
                  Previous
                </Button>
                <SpinnerButton busy={busy} onClick={() => void next()}>
                  Next
                </SpinnerButton>
              </Group>
            </Stack>
          </Stepper.Step>
          <Stepper.Step label="Summary">
            {fees && (
              <Stack gap="sm" mt="sm">
                <Text fw={600}>Profile</Text>
                <Table>
                  <Table.Tbody>
                    {(
                      [
                        ['Name', profile?.fullName ?? session.user?.fullName ?? ''],
                        ['Date of birth', profile?.dateOfBirth ?? ''],
                        ['Gender', profile?.gender ?? ''],
                        ['Email', profile?.email ?? session.user?.email ?? ''],
                        ['Contact no.', profile?.mobile ?? ''],
                        ['Address', profile?.address ?? ''],
                      ] as const
                    ).map(([k, v]) => (
                      <Table.Tr key={k}>
                        <Table.Td>{k}</Table.Td>
                        <Table.Td>{v}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
                <Text fw={600}>Payment Details</Text>
                <Table>
                  <Table.Tbody>
                    <Table.Tr>
                      <Table.Td>Membership start date</Table.Td>
                      <Table.Td>{formatDisplayDate(fees.membershipStartDate)}</Table.Td>
                    </Table.Tr>
                    <Table.Tr>
                      <Table.Td>Payment start date</Table.Td>
                      <Table.Td>{formatDisplayDate(fees.paymentStartDate)}</Table.Td>
                    </Table.Tr>
                    <Table.Tr>
                      <Table.Td>Payment type</Table.Td>
                      <Table.Td>{fees.paymentType === 19 ? 'Direct Debit' : 'Credit Card'}</Table.Td>
                    </Table.Tr>
                    <Table.Tr>
                      <Table.Td>Total amount</Table.Td>
                      <Table.Td>{formatMoney(fees.cents.firstPaymentTotal)}</Table.Td>
                    </Table.Tr>
                    <Table.Tr>
                      <Table.Td>First payment</Table.Td>
                      <Table.Td>
                        {formatMoney(fees.cents.firstPaymentTotal)}{' '}
                        <ActionIcon size="sm" variant="subtle" aria-label="First Payment Breakdown" onClick={() => setBreakdown('first')}>
                          i
                        </ActionIcon>
                      </Table.Td>
                    </Table.Tr>
                    {fees.isDirectDebit && (
                      <Table.Tr>
                        <Table.Td>Regular direct debit</Table.Td>
                        <Table.Td>
                          {formatMoney(fees.cents.regularPaymentTotal)}{' '}
                          <ActionIcon size="sm" variant="subtle" aria-label="Regular Payment Breakdown" onClick={() => setBreakdown('regular')}>
                            i
                          </ActionIcon>
                        </Table.Td>
                      </Table.Tr>
                    )}
                  </Table.Tbody>
                </Table>
                {contract ? (
                  <Anchor href={termsUrl(contract.pdfFileName)} target="_blank" rel="noopener">
                    Terms and conditions
                  </Anchor>
                ) : (
                  <Group gap="xs">
                    <Loader size="xs" />
                    <Text size="sm">{GENERATING_TERMS}</Text>
                  </Group>
                )}
                {done && <Text c="green">{WELCOME_TO_GYM}</Text>}
                <Group justify="space-between">
                  <Button variant="default" disabled={busy || done} onClick={() => setStep(0)}>
                    Previous
                  </Button>
                  <SpinnerButton busy={busy} disabled={done} onClick={agree}>
                    I Agree to terms and conditions
                  </SpinnerButton>
                </Group>
                <PaymentBreakdown kind={breakdown} fees={fees} onClose={() => setBreakdown(null)} />
              </Stack>
            )}
          </Stepper.Step>
        </Stepper>
      )}
      <SubscriptionChooser
        key={type?.id ?? 0}
        opened={chooserOpen}
        subscriptions={subs}
        selected={chosenSubs}
        onNext={(list) => {
          setChosenSubs(list);
          setChooserOpen(false);
        }}
        onNoThanks={() => {
          setChosenSubs([]);
          setChooserOpen(false);
        }}
      />
      <Dialog opened={cardIssue !== null} onClose={() => setCardIssue(null)} title={ISSUE_VALIDATING_CARD} size={375} centered>
        <Text>{cardIssue}</Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={() => setCardIssue(null)}>OK</Button>
        </Group>
      </Dialog>
      <SignatureDialog
        opened={signing}
        requireGuarantor={contract?.guarantorRequired}
        onCancel={() => setSigning(false)}
        onConfirm={(result) => void finish(result)}
      />
    </Dialog>
  );
}
