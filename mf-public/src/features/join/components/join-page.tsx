// /onlineoffers: join online without staff. Steps: membership, details (existence check), mobile
// code, questionnaire and guarantor, start dates and payment with promo and the server's
// breakdown, then terms, signature and finish. Every amount comes from the server. The values
// live in one @mantine/form (hooks/use-join-form.ts) validated a step at a time; each step is
// its own component.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Container, Stack, Stepper, Title } from '@mantine/core';
import { EMAIL, INVALID_MOBILE, LoadingText, PaymentAttemptKeys, SignatureDialog, debitBodyOf, firstWeekdayFrom, useDebitEntry, type CapturedCard, type SignatureResult, ErrorAlert } from '@portal/shared';
import type { JoinComplete, JoinCompleteBody, JoinOptions, JoinQuoteBody, MobileCodeSent } from '@portal/shared/contracts';
import { MissingClub } from '../../../common/missing-club';
import { useAccountId } from '../../../common/use-account-id';
import * as api from '../api/join-api';
import { useJoinForm } from '../hooks/use-join-form';
import { useJoinQuote } from '../hooks/use-join-quote';
import { JOIN_STEP, isMinor, type JoinValues } from '../lib/join-rules';
import { DetailsStep } from './details-step';
import { HealthStep } from './health-step';
import { JoinWelcome } from './join-welcome';
import { MembershipStep } from './membership-step';
import { PaymentStep, type PromoLabel } from './payment-step';
import { SignStep } from './sign-step';
import { VerifyStep } from './verify-step';
import { errorMessage } from '@portal/shared';

/** Server messages that belong under one field of the details step. */
const DETAILS_FIELD_OF: Record<string, keyof JoinValues> = { [INVALID_MOBILE]: 'mobileNumber', [EMAIL]: 'email' };

const trimmedDetails = (v: JoinValues) => ({ firstName: v.firstName.trim(), lastName: v.lastName.trim(), dateOfBirth: v.dateOfBirth, email: v.email.trim() });

export function JoinPage() {
  const accountId = useAccountId();
  const optionsQuery = useQuery({ queryKey: ['public', 'join-options', accountId], queryFn: () => api.getJoinOptions(accountId), enabled: Boolean(accountId) });
  const options: JoinOptions | null = optionsQuery.data ?? null;
  const loadError = optionsQuery.error ? errorMessage(optionsQuery.error) : '';
  const [step, setStep] = useState<number>(JOIN_STEP.membership);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // Where the server sent the code: by SMS, or by e-mail when the club has no SMS gateway.
  const [codeSent, setCodeSent] = useState<MobileCodeSent | null>(null);
  const [mobileToken, setMobileToken] = useState('');
  const [card, setCard] = useState<CapturedCard | null>(null);
  const debit = useDebitEntry('member');
  const [promoCode, setPromoCode] = useState('');
  const [promoLabel, setPromoLabel] = useState<PromoLabel | null>(null);
  const [signing, setSigning] = useState(false);
  const [done, setDone] = useState<JoinComplete | null>(null);
  // One Idempotency-Key per join attempt: a new card or changed details is a new request (see PaymentAttemptKeys).
  const [attempts] = useState(() => new PaymentAttemptKeys());

  const today = options?.today ?? '';
  const typeOf = (id: string) => options?.membershipTypes.find((t) => String(t.id) === id) ?? null;
  const form = useJoinForm((values) => ({ step, today, questions: options?.questionnaire.length ?? 0, directDebit: Boolean(typeOf(values.membershipTypeId)?.isDirectDebit), window: typeOf(values.membershipTypeId) }));
  const v = form.values;
  const type = typeOf(v.membershipTypeId);
  const minor = isMinor(v, today);

  const choice: JoinQuoteBody | null = type && {
    accountId,
    membershipTypeId: type.id,
    paymentType: Number(v.paymentType) as 17 | 19,
    membershipStartDate: type.isDirectDebit ? v.membershipStartDate : today,
    paymentStartDate: type.isDirectDebit ? v.paymentStartDate : today,
    promoCode: promoCode || undefined,
    subscriptionIds: v.subscriptionIds.map(Number),
    addOnIds: v.addOnIds.map(Number),
  };
  const quoting = choice !== null && step >= JOIN_STEP.payment && (!type?.isDirectDebit || Boolean(v.membershipStartDate && v.paymentStartDate));
  // A refused promo code comes off the quote and says so on the field's line.
  const { quote, error: quoteError } = useJoinQuote(quoting ? choice : null, () => {
    setPromoLabel({ text: 'Promo code not valid', ok: false });
    setPromoCode('');
  });

  if (!accountId) return <MissingClub />;
  if (loadError) return <Alert color="red">{loadError}</Alert>;
  if (!options) return <LoadingText />;
  if (done) return <JoinWelcome done={done} email={v.email.trim()} />;

  const guard = async (fn: () => Promise<void>) => {
    setBusy(true);
    setError('');
    try {
      await fn();
    } catch (e) {
      const message = errorMessage(e);
      const field = step === JOIN_STEP.details ? DETAILS_FIELD_OF[message] : undefined;
      if (field) form.setFieldError(field, message);
      else setError(message);
    } finally {
      setBusy(false);
    }
  };

  /** Moves on only when the fields of the step on screen are right (each marked under itself). */
  const valid = () => !form.validate().hasErrors;

  const submitDetails = () => {
    if (!valid() || !type) return;
    void guard(async () => {
      const d = trimmedDetails(v);
      // The check answers everyone alike and never stops the join: a member whose details these are
      // is told by e-mail, and the join refuses a duplicate at its end (docs/security.md, "Enumeration").
      await api.postMemberExists({ ...d, mobileNumber: v.mobileNumber.trim(), accountId, membershipTypeId: type.id, selectedIntroAddOnIds: v.addOnIds.map(Number) });
      const sent = await api.postSendCode({ firstName: d.firstName, lastName: d.lastName, reference: v.mobileNumber.trim(), email: d.email, accountId, membershipType: type.id });
      setCodeSent(sent);
      setStep(JOIN_STEP.verify);
    });
  };

  const verify = () => {
    if (!valid() || !codeSent) return;
    void guard(async () => {
      const { token } = await api.postValidateCode({ reference: codeSent.reference, mfaCode: v.code });
      setMobileToken(token);
      setStep(JOIN_STEP.health);
    });
  };

  const toPayment = () => {
    if (!valid()) return;
    const start = firstWeekdayFrom(today);
    form.setValues({ membershipStartDate: start, paymentStartDate: start });
    setStep(JOIN_STEP.payment);
  };

  const applyPromo = () => {
    const code = v.promoInput.trim();
    setPromoLabel(code ? { text: 'Promo code applied', ok: true } : null);
    setPromoCode(code);
  };

  const toSign = async () => {
    if (!valid()) return;
    // Direct debit: the kit marks a wrong field under it and the step waits; a Next pressed while
    // the BSB is looked up goes on when the answer arrives.
    if (v.paymentType === '19' && !(await debit.checked())) return;
    setStep(JOIN_STEP.sign);
  };

  const openTerms = () =>
    void guard(async () => {
      const url = await api.fetchTermsPdfUrl({ ...choice!, ...trimmedDetails(v) });
      window.open(url, '_blank', 'noopener');
    });

  const finish = (sig: SignatureResult) =>
    void guard(async () => {
      setSigning(false);
      const request: JoinCompleteBody = {
        ...choice!,
        ...trimmedDetails(v),
        gender: v.gender as 'M' | 'F' | 'O',
        mobileNumber: v.mobileNumber.trim(),
        password: v.password,
        mobileReference: codeSent?.reference ?? '',
        mobileToken,
        questionnaire: options.questionnaire.length ? Object.fromEntries(options.questionnaire.map((q, i) => [q, v.answers[i] === 'yes'])) : undefined,
        guarantorName: minor ? v.guarantorName.trim() : undefined,
        signature: sig.signaturePayload,
        signatureParentGuarantor: minor ? sig.signatureParentGuarantorPayload : undefined,
        ...(v.paymentType === '17' ? { token: card?.Token, tokenReference: card?.TokenReference } : debitBodyOf(debit.form.getValues())),
      };
      setDone(await attempts.send(request, (key) => api.postComplete(request, key)));
    });

  const shownError = error || quoteError;
  return (
    <Container size="md" py="lg">
      <Stack>
        <Title order={2}>Join {options.club.clubName}</Title>
        <ErrorAlert error={shownError} />
        <Stepper active={step} size="sm" allowNextStepsSelect={false} onStepClick={(s) => s < step && setStep(s)}>
          <Stepper.Step label="Membership">
            <MembershipStep options={options} form={form} onNext={() => valid() && setStep(JOIN_STEP.details)} />
          </Stepper.Step>
          <Stepper.Step label="Your details">
            <DetailsStep form={form} today={today} busy={busy} onPrevious={() => setStep(JOIN_STEP.membership)} onNext={submitDetails} />
          </Stepper.Step>
          <Stepper.Step label={codeSent?.channel === 'email' ? 'Verify email' : 'Verify mobile'}>
            <VerifyStep form={form} sent={codeSent} busy={busy} onResend={submitDetails} onVerify={verify} />
          </Stepper.Step>
          <Stepper.Step label="Health and guarantor">
            <HealthStep form={form} questions={options.questionnaire} minor={minor} onPrevious={() => setStep(JOIN_STEP.details)} onNext={toPayment} />
          </Stepper.Step>
          <Stepper.Step label="Payment">
            {type && (
              <PaymentStep
                form={form}
                type={type}
                today={today}
                accountId={accountId}
                card={card}
                onCard={setCard}
                debit={debit}
                promoLabel={promoLabel}
                onApplyPromo={applyPromo}
                quote={quote}
                onPrevious={() => setStep(JOIN_STEP.health)}
                onNext={() => void toSign()}
              />
            )}
          </Stepper.Step>
          <Stepper.Step label="Sign">
            <SignStep description={type?.description ?? ''} quote={quote} busy={busy} onReadTerms={openTerms} onPrevious={() => setStep(JOIN_STEP.payment)} onSign={() => setSigning(true)} />
          </Stepper.Step>
        </Stepper>
        <SignatureDialog
          opened={signing}
          onCancel={() => setSigning(false)}
          onConfirm={finish}
          requireGuarantor={minor}
          guarantorHeading="Please ask your parent guarantor to sign below..."
        />
      </Stack>
    </Container>
  );
}
