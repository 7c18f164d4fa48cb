// Change / renew membership (docs/spec/account-core.md §2 Change membership dialog, §4, §5): type chooser,
// 'Would you like something extra?', then Payment and Summary; the server quotes, validates the
// card, writes the agreement, and completes the signup after signing. The payment step's own
// fields are one @mantine/form (hooks/use-change-membership-form.ts); card and bank are the kit's.
// One file: every step reads and writes the dialog's state (type, card, contract, attempt keys).
import { Stepper } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  errorMessage,
  CARD_CAPTURE_FAILED,
  Dialog,
  LoadingText,
  PaymentAttemptKeys,
  SignatureDialog,
  WELCOME_TO_GYM,
  dayjs,
  notifyError,
  notifySuccess,
  useCardEntry,
  useClubToday,
  useDebitEntry,
  useErrorNotice,
  useSession,
  type CapturedCard,
  type CardFrameHandle,
  type SignatureResult,
} from '@portal/shared';
import type { MembershipInfo, MembershipType, PurchasableSubscription, RenewContractPayload } from '@portal/shared/contracts';
import { cardPayload, useVaultCard } from '../../../common/card-entry';
import { membershipKeys } from '../../../common/query-keys';
import { useWhoPays } from '../../../common/who-pays';
import { checkPromo } from '../api/check-promo';
import { completeSignup } from '../api/complete-signup';
import { getMembershipTypes } from '../api/get-membership-types';
import { getProfile, type SummaryProfile } from '../api/get-profile';
import { getTypeSubscriptions } from '../api/get-type-subscriptions';
import { renewContract } from '../api/renew-contract';
import { EMPTY_CHANGE_MEMBERSHIP, useChangeMembershipForm } from '../hooks/use-change-membership-form';
import { fieldOfServerMessage, valuesForType } from '../lib/change-membership-rules';
import { CardIssueDialog } from './card-issue-dialog';
import { MembershipPaymentStep } from './membership-payment-step';
import { MembershipSummaryStep } from './membership-summary-step';
import type { PromoState } from './promo-code-field';
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

export function ChangeMembershipDialog({ opened, onClose, onCompleted, current, renew }: ChangeMembershipDialogProps) {
  const session = useSession();
  const queryClient = useQueryClient();
  const clubId = session.clubId;
  const vault = Boolean(session.theme?.flags?.pciVaultEnabled);
  const saved = current?.contractTypeDetails.paymentTypeDetails;
  const savedCard = saved?.creditCardNumber ? { nameOnCard: saved.nameOnCard ?? '', number: saved.creditCardNumber } : null;
  // The club's calendar date (start dates are club dates), as a local dayjs for date arithmetic.
  const today = dayjs(useClubToday());

  const [type, setType] = useState<MembershipType | null>(null);
  const [subs, setSubs] = useState<PurchasableSubscription[]>([]);
  const [chosenSubs, setChosenSubs] = useState<PurchasableSubscription[]>([]);
  const [chooserOpen, setChooserOpen] = useState(false);
  const [step, setStep] = useState(0);
  const form = useChangeMembershipForm(type, today);
  const card = useCardEntry();
  const vaultCard = useVaultCard();
  const debit = useDebitEntry('member');
  const [promoState, setPromoState] = useState<PromoState>('none');
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The spec's 'Issue Validating Credit Card' dialog, now only for a card problem no field can show (a decline).
  const [cardIssue, setCardIssue] = useState<string | null>(null);
  const [contract, setContract] = useState<RenewContractPayload | null>(null);
  const [signing, setSigning] = useState(false);
  const [done, setDone] = useState(false);
  // One Idempotency-Key per signing attempt (see PaymentAttemptKeys).
  const [signupAttempts] = useState(() => new PaymentAttemptKeys());
  const frameRef = useRef<CardFrameHandle>(null);
  // A household's dependant is paid for by their payer's stored card: no card or account of theirs.
  const whoPays = useWhoPays();
  const payerName = whoPays.data?.isDependant ? whoPays.data.payerName : null;

  const typesQuery = useQuery({ queryKey: membershipKeys.types(clubId), queryFn: () => getMembershipTypes(clubId ?? 0), enabled: opened && Boolean(clubId) });
  const types = typesQuery.data ?? null;
  useErrorNotice(typesQuery.error, (e) => notifyError(errorMessage(e)));
  const memberNumber = session.memberNumber;
  const profile: SummaryProfile | null =
    useQuery({ queryKey: membershipKeys.summaryProfile(memberNumber), queryFn: () => getProfile(memberNumber ?? ''), enabled: opened && Boolean(memberNumber) }).data ?? null;
  // Renew starts at the payment step of the current type, once the types are here.
  const renewType = renew && current && types ? types.find((t) => t.id === current.membershipTypeId) : undefined;
  useEffect(() => {
    if (opened && renewType && !type) void choose(renewType);
    // Only when the dialog opens (or the types arrive) for a renewal.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, renewType]);

  async function choose(t: MembershipType) {
    setType(t);
    setChosenSubs([]);
    setContract(null);
    setStep(0);
    form.setValues(valuesForType(t, today));
    form.clearErrors();
    try {
      const list = await queryClient.fetchQuery({ queryKey: membershipKeys.typeSubscriptions(t.id), queryFn: () => getTypeSubscriptions(t.id) });
      setSubs(list);
      if (list.length > 0) setChooserOpen(true);
    } catch {
      setSubs([]);
    }
  }

  const applyPromo = async () => {
    const code = form.values.promoCode.trim();
    if (!type || !code) {
      setPromoState('none');
      return;
    }
    try {
      await checkPromo({ code, membershipTypeId: type.id, accountId: session.accountId ?? undefined });
      setPromoState('valid');
    } catch {
      setPromoState('invalid');
    }
  };

  const useSavedCard = (on: boolean) => {
    form.setFieldValue('useExistingCard', on);
    // Off: cleared, name defaults to the profile name and the expiry year to this year.
    card.form.reset();
    if (!on) card.form.setValues({ nameOnCard: profile?.fullName ?? session.user?.fullName ?? '', expiryYear: String(today.year()) });
  };

  /** The card or bank part of the request, or null when the kit or the message says what is wrong. */
  const paymentPart = async (): Promise<Record<string, unknown> | null> => {
    const { paymentType, useExistingCard } = form.values;
    if (payerName !== null) return {};
    if (paymentType === '19') {
      // A Next pressed while the BSB is looked up waits for the answer (the button spins) and goes on.
      const body = await debit.checked();
      return body ? { ...body } : null;
    }
    if (useExistingCard) return { useExistingCard: true };
    // Pressed just after "Use this card": the card the frame is still capturing, once it is there.
    const typed = cardPayload(vault, card, await vaultCard.settled());
    // A string: the spec's message; null: the kit has marked the wrong fields under them.
    if (typeof typed === 'string' || typed === null) {
      setFormError(typed);
      return null;
    }
    return { ...typed, useExistingCard: false };
  };

  const onCaptured = (c: CapturedCard) => {
    vaultCard.onCaptured(c);
    // A Next pressed before the card was there said it could not be captured: it is here now.
    setFormError((e) => (e === CARD_CAPTURE_FAILED ? null : e));
  };

  const next = async () => {
    setFormError(null);
    if (!type || form.validate().hasErrors) return;
    setBusy(true);
    const payment = await paymentPart();
    if (!payment) {
      setBusy(false);
      return;
    }
    const { membershipStartDate, paymentStartDate, paymentType, promoCode } = form.values;
    try {
      const result = await renewContract({
        membershipTypeId: type.id,
        userId: session.user?.userId ?? 0,
        subscriptions: chosenSubs.map((s) => s.subscriptionId),
        membershipStartDate,
        paymentStartDate,
        membershipStartDateString: dayjs(membershipStartDate).format('YYYY/MM/DD'),
        paymentStartDateString: dayjs(paymentStartDate).format('YYYY/MM/DD'),
        paymentType: paymentType === '19' && payerName === null ? 19 : 17,
        promoCode: promoState === 'valid' ? promoCode.trim() : undefined,
        ...payment,
      });
      signupAttempts.answered();
      setContract(result);
      setStep(1);
    } catch (e) {
      // The real reason, on the field it concerns (a date, a card field), else in the card dialog.
      const message = errorMessage(e);
      const field = fieldOfServerMessage(message);
      if (field) form.setFieldError(field, message);
      else if (!(paymentType === '17' && !vault && !form.values.useExistingCard && card.showServerError(message))) setCardIssue(message);
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
        UseExistingCard: form.values.useExistingCard,
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

  function close() {
    setType(null);
    setContract(null);
    setStep(0);
    setDone(false);
    form.setValues(EMPTY_CHANGE_MEMBERSHIP);
    setPromoState('none');
    vaultCard.reset();
    onClose();
  }

  return (
    <Dialog opened={opened} onClose={close} size={1100} title={renew ? 'Renew Current Membership' : 'Change Current Membership'} centered>
      {!types && <LoadingText text="Retrieving membership, please wait..." />}
      {types && !type && <TypeChooser types={types} onChoose={(t) => void choose(t)} />}
      {type && (
        <Stepper active={step} allowNextStepsSelect={false}>
          <Stepper.Step label="Payment">
            <MembershipPaymentStep
              type={type}
              extras={chosenSubs}
              form={form}
              today={today}
              vault={vault}
              savedCard={savedCard}
              payerName={payerName}
              onUseSavedCard={useSavedCard}
              card={card}
              captured={vaultCard.captured}
              onCaptured={onCaptured}
              onCapturing={vaultCard.onCapturing}
              frameRef={frameRef}
              debit={debit}
              promoState={promoState}
              onPromoEdit={() => setPromoState('none')}
              onApplyPromo={() => void applyPromo()}
              formError={formError}
              busy={busy}
              onPrevious={() => (renew ? close() : setType(null))}
              onNext={() => void next()}
            />
          </Stepper.Step>
          <Stepper.Step label="Summary">
            {contract?.fees && (
              <MembershipSummaryStep
                fees={contract.fees}
                contract={contract}
                profile={profile}
                fallback={{ fullName: session.user?.fullName ?? '', email: session.user?.email ?? '' }}
                done={done}
                busy={busy}
                onPrevious={() => setStep(0)}
                onAgree={() => (contract.signatureRequired ? setSigning(true) : void finish(null))}
              />
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
      <CardIssueDialog issue={cardIssue} onClose={() => setCardIssue(null)} />
      <SignatureDialog opened={signing} requireGuarantor={contract?.guarantorRequired} onCancel={() => setSigning(false)} onConfirm={(result) => void finish(result)} />
    </Dialog>
  );
}
