// /onlineoffers: join online without staff. Steps: membership, details (existence check), mobile
// code, questionnaire and guarantor, start dates and payment with promo and the server's
// breakdown, then terms, signature and finish. Every amount comes from the server.
import { useEffect, useState } from 'react';
import {
  Alert, Anchor, Badge, Button, Card, Checkbox, Container, Group, Image, PasswordInput, Radio, Select, SimpleGrid, Stack, Stepper, Text, TextInput, Title,
} from '@mantine/core';
import { Link } from 'react-router-dom';
import { CardFrame, DateField, DebitFields, INVALID_MOBILE, debitBodyOf, isAuMobile, useDebitEntry, formatMoney, LoadingText, PaymentAttemptKeys, SignatureDialog, SpinnerButton, type CapturedCard, type SignatureResult } from '@portal/shared';
import { firstWeekdayFrom, isWeekendIso } from '../lib/start-dates';
import type { FeeBreakdown, JoinCompleteBody, JoinMembershipType, JoinOptions } from '@portal/shared/contracts';
import { errorText } from '../../../lib/error-text';
import { MissingClub } from '../../../lib/missing-club';
import { useAccountId } from '../../../lib/use-account-id';
import * as api from '../api/join-api';
import { FeeBreakdownTable } from './fee-breakdown';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ageOn = (dob: string, today: string) => {
  // A missing part is NaN, as Number(undefined) was before the index check.
  const [y = NaN, m = NaN, d = NaN] = dob.split('-').map(Number);
  const [ty = NaN, tm = NaN, td = NaN] = today.split('-').map(Number);
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
};

interface Details { firstName: string; lastName: string; dateOfBirth: string; gender: string; email: string; mobileNumber: string; password: string }

export function JoinPage() {
  const accountId = useAccountId();
  const [options, setOptions] = useState<JoinOptions | null>(null);
  const [loadError, setLoadError] = useState('');
  const [step, setStep] = useState(0);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [type, setType] = useState<JoinMembershipType | null>(null);
  const [addOnIds, setAddOnIds] = useState<string[]>([]);
  const [subscriptionIds, setSubscriptionIds] = useState<string[]>([]);
  const [details, setDetails] = useState<Details>({ firstName: '', lastName: '', dateOfBirth: '', gender: '', email: '', mobileNumber: '', password: '' });
  const [existsMessage, setExistsMessage] = useState('');
  const [codeRef, setCodeRef] = useState('');
  // Where the server sent the code: by SMS, or by e-mail when the club has no SMS gateway.
  const [codeSent, setCodeSent] = useState<{ channel: 'sms' | 'email'; sentTo: string } | null>(null);
  const [code, setCode] = useState('');
  const [mobileToken, setMobileToken] = useState('');
  const [answers, setAnswers] = useState<Record<string, boolean>>({});
  const [guarantorName, setGuarantorName] = useState('');
  const [msd, setMsd] = useState('');
  const [psd, setPsd] = useState('');
  const [paymentType, setPaymentType] = useState<'17' | '19'>('17');
  const [card, setCard] = useState<CapturedCard | null>(null);
  const debit = useDebitEntry('member');
  const [promoInput, setPromoInput] = useState('');
  const [promoCode, setPromoCode] = useState('');
  const [promoLabel, setPromoLabel] = useState<{ text: string; ok: boolean } | null>(null);
  const [quote, setQuote] = useState<FeeBreakdown | null>(null);
  const [signing, setSigning] = useState(false);
  const [done, setDone] = useState<{ memberNumber: string; message: string } | null>(null);
  // One Idempotency-Key per join attempt: a new card or changed details is a new request (see PaymentAttemptKeys).
  const [attempts] = useState(() => new PaymentAttemptKeys());

  useEffect(() => {
    if (accountId) api.getJoinOptions(accountId).then(setOptions, (e) => setLoadError(errorText(e)));
  }, [accountId]);

  const today = options?.today ?? '';
  const minor = details.dateOfBirth && today ? ageOn(details.dateOfBirth, today) < 18 : false;
  const choice = type && {
    accountId,
    membershipTypeId: type.id,
    paymentType: Number(paymentType) as 17 | 19,
    membershipStartDate: type.isDirectDebit ? msd : today,
    paymentStartDate: type.isDirectDebit ? psd : today,
    promoCode: promoCode || undefined,
    subscriptionIds: subscriptionIds.map(Number),
    addOnIds: addOnIds.map(Number),
  };

  // Re-quote whenever the choices change; a promo error clears the promo and says so.
  useEffect(() => {
    if (!choice || step < 4 || (type?.isDirectDebit && (!msd || !psd))) return;
    let live = true;
    api.postQuote(choice).then(
      (q) => live && setQuote(q),
      (e) => {
        if (!live) return;
        if (promoCode) {
          setPromoLabel({ text: 'Promo code not valid', ok: false });
          setPromoCode('');
        } else setError(errorText(e));
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step, type, msd, psd, paymentType, promoCode, subscriptionIds.join(','), addOnIds.join(',')]);

  if (!accountId) return <MissingClub />;
  if (loadError) return <Alert color="red">{loadError}</Alert>;
  if (!options) return <LoadingText />;

  const guard = async (fn: () => Promise<void>) => {
    setBusy(true);
    setError('');
    try {
      await fn();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const submitDetails = () =>
    guard(async () => {
      const d = details;
      if (!d.firstName.trim() || !d.lastName.trim() || !d.dateOfBirth || !d.gender || !d.mobileNumber.trim() || !d.password) throw new Error('This field is required.');
      if (!EMAIL.test(d.email.trim())) throw new Error('Please enter valid email address.');
      // The API's own Australian mobile rule, so the code is never sent to a number it then refuses.
      if (!isAuMobile(d.mobileNumber)) throw new Error(INVALID_MOBILE);
      if (d.password.length < 8) throw new Error('This field must contain at least 8 characters length.');
      const exists = await api.postMemberExists({
        firstName: d.firstName.trim(), lastName: d.lastName.trim(), dateOfBirth: d.dateOfBirth, mobileNumber: d.mobileNumber.trim(),
        email: d.email.trim(), accountId, membershipTypeId: type!.id, selectedIntroAddOnIds: addOnIds.map(Number),
      });
      if (exists.exists) {
        setExistsMessage(exists.message);
        return;
      }
      const sent = await api.postSendCode({
        firstName: d.firstName.trim(), lastName: d.lastName.trim(), reference: d.mobileNumber.trim(), email: d.email.trim(), accountId, membershipType: type!.id,
      });
      setCodeRef(sent.reference);
      setCodeSent({ channel: sent.channel, sentTo: sent.sentTo });
      setStep(2);
    });

  const verify = () =>
    guard(async () => {
      const { token } = await api.postValidateCode({ reference: codeRef, mfaCode: code.trim() });
      setMobileToken(token);
      setStep(3);
    });

  const openTerms = () =>
    guard(async () => {
      const url = await api.fetchTermsPdfUrl({ ...choice!, firstName: details.firstName.trim(), lastName: details.lastName.trim(), dateOfBirth: details.dateOfBirth, email: details.email.trim() });
      window.open(url, '_blank', 'noopener');
    });

  const finish = (sig: SignatureResult) =>
    guard(async () => {
      setSigning(false);
      const request: JoinCompleteBody = {
        ...choice!,
        firstName: details.firstName.trim(), lastName: details.lastName.trim(), dateOfBirth: details.dateOfBirth,
        gender: details.gender as 'M' | 'F' | 'O', email: details.email.trim(), mobileNumber: details.mobileNumber.trim(), password: details.password,
        mobileReference: codeRef, mobileToken, questionnaire: options.questionnaire.length ? answers : undefined,
        guarantorName: minor ? guarantorName.trim() : undefined,
        signature: sig.signaturePayload, signatureParentGuarantor: minor ? sig.signatureParentGuarantorPayload : undefined,
        ...(paymentType === '17'
          ? { token: card?.Token, tokenReference: card?.TokenReference }
          : debitBodyOf(debit.form.getValues())),
      };
      const result = await attempts.send(request, (key) => api.postComplete(request, key));
      setDone(result);
    });

  if (done) {
    return (
      <Container size="sm" py="lg">
        <Stack>
          <Title order={2}>Welcome!</Title>
          <Alert color="green" title={done.message}>
            Your member number is {done.memberNumber}. We have e-mailed your welcome pack to {details.email.trim()}.
          </Alert>
          <Button component={Link} to="/login">
            Sign in now
          </Button>
        </Stack>
      </Container>
    );
  }

  const paymentReady = paymentType === '17' ? Boolean(card) : !debit.bsb.pending;

  return (
    <Container size="md" py="lg">
      <Stack>
        <Title order={2}>Join {options.club.clubName}</Title>
        {error && <Alert color="red" role="alert">{error}</Alert>}
        <Stepper active={step} size="sm" allowNextStepsSelect={false} onStepClick={(s) => s < step && setStep(s)}>
          <Stepper.Step label="Membership">
            <Stack mt="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {options.membershipTypes.map((t) => (
                  <Card key={t.id} withBorder padding="md" aria-label={t.description} style={{ borderColor: type?.id === t.id ? 'var(--mantine-color-blue-6)' : undefined }}>
                    {t.photo && (
                      <Card.Section>
                        <Image src={t.photo} alt={t.description} h={120} fit="cover" />
                      </Card.Section>
                    )}
                    <Group justify="space-between" mt="sm">
                      <Text fw={700}>{t.description}</Text>
                      {t.onlineSignupTag && <Badge>{t.onlineSignupTag}</Badge>}
                    </Group>
                    <Text size="sm" c="dimmed">{t.fullDescription || t.shortDescription}</Text>
                    <Text size="sm" mt={4}>
                      {formatMoney(t.priceCents)} {t.isDirectDebit ? t.paymentFrequency : 'paid in full'} · Minimum period: {t.minimumPeriodLabel || 'none'}
                    </Text>
                    <Text size="xs" c="dimmed">
                      Joining fee {formatMoney(t.joiningFeeCents)} · Access card {formatMoney(t.accessCardFeeCents)}
                    </Text>
                    <Button mt="sm" variant={type?.id === t.id ? 'filled' : 'light'} onClick={() => { setType(t); setAddOnIds([]); setPaymentType('17'); }} aria-label={`Choose ${t.description}`}>
                      {type?.id === t.id ? 'Selected' : 'Choose'}
                    </Button>
                  </Card>
                ))}
              </SimpleGrid>
              {type && type.addOns.length > 0 && (
                <Checkbox.Group label="Intro add-ons" value={addOnIds} onChange={setAddOnIds}>
                  <Stack gap={4} mt={4}>
                    {type.addOns.map((a) => (
                      <Checkbox key={a.id} value={String(a.id)} label={`${a.description} (${formatMoney(a.totalCostCents)}, ${a.minimumPeriodLabel})`} />
                    ))}
                  </Stack>
                </Checkbox.Group>
              )}
              {type && options.subscriptions.length > 0 && (
                <Checkbox.Group label="Extras you can buy now" value={subscriptionIds} onChange={setSubscriptionIds}>
                  <Stack gap={4} mt={4}>
                    {options.subscriptions
                      .filter((s) => s.subscriptionType === 1 || s.subscriptionType === 4)
                      .map((s) => (
                        <Checkbox key={s.subscriptionId} value={String(s.subscriptionId)} label={`${s.subscriptionName} (${s.onlineBodyDescription}, ${s.onlineFooterDescription})`} />
                      ))}
                  </Stack>
                </Checkbox.Group>
              )}
              <Group justify="flex-end">
                <Button disabled={!type} onClick={() => setStep(1)}>Next</Button>
              </Group>
            </Stack>
          </Stepper.Step>

          <Stepper.Step label="Your details">
            <Stack mt="md">
              {existsMessage && (
                <Alert color="yellow" title="You are already a member">
                  {existsMessage} <Anchor component={Link} to="/login">Sign in</Anchor>
                </Alert>
              )}
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label="First name" required value={details.firstName} onChange={(e) => setDetails({ ...details, firstName: e.currentTarget.value })} />
                <TextInput label="Last name" required value={details.lastName} onChange={(e) => setDetails({ ...details, lastName: e.currentTarget.value })} />
                <DateField label="Date of birth" maxDate={today || undefined} required value={details.dateOfBirth} onChange={(v) => setDetails((d) => ({ ...d, dateOfBirth: v ?? '' }))} />
                <Select label="Gender" required data={[{ value: 'M', label: 'Male' }, { value: 'F', label: 'Female' }, { value: 'O', label: 'Other' }]} value={details.gender || null} onChange={(v) => setDetails({ ...details, gender: v ?? '' })} />
                <TextInput label="Email" type="email" required value={details.email} onChange={(e) => setDetails({ ...details, email: e.currentTarget.value })} />
                <TextInput label="Mobile" type="tel" required value={details.mobileNumber} onChange={(e) => setDetails({ ...details, mobileNumber: e.currentTarget.value })} />
                <PasswordInput label="Choose a password" description="At least 8 characters; you sign in with your e-mail and this password." required value={details.password} onChange={(e) => setDetails({ ...details, password: e.currentTarget.value })} />
              </SimpleGrid>
              <Group justify="space-between">
                <Button variant="default" onClick={() => setStep(0)}>Previous</Button>
                <SpinnerButton busy={busy} onClick={submitDetails}>Next</SpinnerButton>
              </Group>
            </Stack>
          </Stepper.Step>

          <Stepper.Step label={codeSent?.channel === 'email' ? 'Verify email' : 'Verify mobile'}>
            <Stack mt="md">
              <Text>
                {codeSent?.channel === 'email'
                  ? `We have e-mailed a 6-digit code to ${codeSent.sentTo}. It expires in 10 minutes.`
                  : `We have sent a 6-digit code by SMS to ${codeSent?.sentTo ?? details.mobileNumber}. It expires in 10 minutes.`}
              </Text>
              <TextInput label="Verification code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, ''))} />
              <Group justify="space-between">
                <Button variant="subtle" onClick={submitDetails}>Send a new code</Button>
                <SpinnerButton busy={busy} disabled={code.length !== 6} onClick={verify}>Verify</SpinnerButton>
              </Group>
            </Stack>
          </Stepper.Step>

          <Stepper.Step label="Health and guarantor">
            <Stack mt="md">
              {options.questionnaire.length > 0 && (
                <Stack>
                  <Text fw={700}>Pre-activity questionnaire</Text>
                  {options.questionnaire.map((q) => (
                    <Radio.Group key={q} label={q} required value={answers[q] === undefined ? '' : answers[q] ? 'yes' : 'no'} onChange={(v) => setAnswers({ ...answers, [q]: v === 'yes' })}>
                      <Group mt={4}>
                        <Radio value="no" label="No" />
                        <Radio value="yes" label="Yes" />
                      </Group>
                    </Radio.Group>
                  ))}
                  {Object.values(answers).some(Boolean) && <Alert color="yellow">Please talk to your doctor before starting; our staff will contact you.</Alert>}
                </Stack>
              )}
              {minor && <TextInput label="Parent or guardian name (guarantor)" required value={guarantorName} onChange={(e) => setGuarantorName(e.currentTarget.value)} />}
              {!options.questionnaire.length && !minor && <Text>Nothing more to add here.</Text>}
              <Group justify="space-between">
                <Button variant="default" onClick={() => setStep(1)}>Previous</Button>
                <Button
                  disabled={options.questionnaire.some((q) => answers[q] === undefined) || (minor && !guarantorName.trim())}
                  onClick={() => { setMsd(firstWeekdayFrom(today)); setPsd(firstWeekdayFrom(today)); setStep(4); }}
                >
                  Next
                </Button>
              </Group>
            </Stack>
          </Stepper.Step>

          <Stepper.Step label="Payment">
            <Stack mt="md">
              {type?.isDirectDebit && (
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <DateField
                    label="Membership start date"
                    minDate={today || undefined}
                    excludeDate={isWeekendIso}
                    value={msd}
                    onChange={(v) => {
                      setMsd(v ?? '');
                      // The payment start date moves with the membership start date.
                      setPsd(v ?? '');
                    }}
                    description="Weekdays only"
                  />
                  <DateField label="Payment start date" minDate={msd || today || undefined} excludeDate={isWeekendIso} value={psd} onChange={(v) => setPsd(v ?? '')} description="Weekdays only" />
                </SimpleGrid>
              )}
              <Select
                label="Payment type"
                allowDeselect={false}
                data={type?.isDirectDebit ? [{ value: '17', label: 'Credit card' }, { value: '19', label: 'Direct debit' }] : [{ value: '17', label: 'Credit card' }]}
                value={paymentType}
                onChange={(v) => setPaymentType((v as '17' | '19') ?? '17')}
              />
              {paymentType === '17' &&
                (card ? (
                  <Group>
                    <Text>Card {card.CardNumber} ({card.NameOnCard})</Text>
                    <Button variant="subtle" onClick={() => setCard(null)}>Use another card</Button>
                  </Group>
                ) : (
                  <CardFrame onCard={setCard} height={680} query={{ accountId }} />
                ))}
              {paymentType === '19' && <DebitFields entry={debit} />}
              <Group align="flex-end">
                <TextInput label="Promo code" value={promoInput} onChange={(e) => setPromoInput(e.currentTarget.value)} />
                <Button variant="light" onClick={() => { setPromoLabel(promoInput.trim() ? { text: 'Promo code applied', ok: true } : null); setPromoCode(promoInput.trim()); }}>
                  Apply Promo Code
                </Button>
                {promoLabel && <Text c={promoLabel.ok ? 'green' : 'red'}>{promoLabel.text}</Text>}
              </Group>
              {quote ? <FeeBreakdownTable quote={quote} /> : <LoadingText text="Calculating fees, please wait..." />}
              <Group justify="space-between">
                <Button variant="default" onClick={() => setStep(3)}>Previous</Button>
                <Button
                  disabled={!quote || !paymentReady}
                  onClick={() => {
                    // Direct debit: the kit marks a wrong field under it and the step waits.
                    if (paymentType === '19' && !debit.check()) return;
                    setStep(5);
                  }}
                >
                  Next
                </Button>
              </Group>
            </Stack>
          </Stepper.Step>

          <Stepper.Step label="Sign">
            <Stack mt="md">
              <Text>{type?.description}: please read the membership agreement, then sign to join.</Text>
              {quote && <FeeBreakdownTable quote={quote} />}
              <Button variant="light" onClick={openTerms} loading={busy}>Read the terms (PDF)</Button>
              <Group justify="space-between">
                <Button variant="default" onClick={() => setStep(4)}>Previous</Button>
                <SpinnerButton busy={busy} onClick={() => setSigning(true)}>Agree and sign</SpinnerButton>
              </Group>
            </Stack>
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
