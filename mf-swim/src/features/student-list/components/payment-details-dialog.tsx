// Update payment details dialog for a direct-debit student (490 px; spec §2.19, §4, §5).
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import {
  ApiError,
  CardFrame,
  LettersOnlyInput,
  LoadingText,
  SpinnerButton,
  luhn,
  notifySuccess,
  notifyWarning,
  useSession,
  type CapturedCard, Dialog } from '@portal/shared';
import type { SavePaymentDetailBody, StudentPaymentDetail, SwimStudent } from '@portal/shared/contracts';
import { checkBsb, fetchPaymentDetail, savePaymentDetail } from '../api/student-list-api';

export const INVALID_ENTRIES = 'Invalid entries. Please verify.';
const BSB_DEBOUNCE_MS = 500;

type Form = Omit<SavePaymentDetailBody, 'studentNumber' | 'paymentId' | 'paymentType'> & { paymentType: 17 | 19 };
const EMPTY_CARD = { ccNumber: '', ccNameOnCard: '', ccExpiryMonth: '', ccExpiryYear: '', cccVv: '', token: '', tokenReference: '' };
const EMPTY_BANK = { bsbNumber1: '', bsbNumber2: '', accountNumber: '', accountName: '' };

export function validatePaymentForm(f: Form): boolean {
  if (f.paymentType === 19) {
    return (
      /^\d{3}$/.test(f.bsbNumber1 ?? '') &&
      /^\d{3}$/.test(f.bsbNumber2 ?? '') &&
      /^\d{5,9}$/.test(f.accountNumber ?? '') &&
      (f.accountName ?? '').trim().length > 0 &&
      (f.accountName ?? '').length <= 16
    );
  }
  if (f.token) return true;
  return (
    /^\d{16}$/.test(f.ccNumber ?? '') &&
    luhn(f.ccNumber ?? '') &&
    /^[A-Za-z ]+$/.test((f.ccNameOnCard ?? '').trim()) &&
    Boolean(f.ccExpiryMonth) &&
    Boolean(f.ccExpiryYear) &&
    /^\d{3,4}$/.test(f.cccVv ?? '')
  );
}

export function PaymentDetailsDialog({ student, onClose }: { student: SwimStudent | null; onClose: () => void }) {
  const vault = useSession((s) => Boolean(s.theme?.flags?.pciVaultEnabled));
  const [detail, setDetail] = useState<StudentPaymentDetail | null>(null);
  const [form, setForm] = useState<Form>({ paymentType: 19, ...EMPTY_CARD, ...EMPTY_BANK });
  const [bsbError, setBsbError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const bsb2 = useRef<HTMLInputElement>(null);

  useEffect(() => {
    setDetail(null);
    setBsbError(null);
    if (!student?.paymentId) return;
    fetchPaymentDetail(student.paymentId).then(
      (d) => {
        setDetail(d);
        // The masked account number is shown as a hint, never sent back: the user re-enters it.
        setForm({
          paymentType: d.paymentType === 17 ? 17 : 19,
          ...EMPTY_CARD,
          ...EMPTY_BANK,
          bsbNumber1: d.bsbNumber1,
          bsbNumber2: d.bsbNumber2,
          accountName: d.accountName,
        });
      },
      () => setDetail(null),
    );
  }, [student]);

  // Server BSB check of the combined code after a 500 ms pause.
  useEffect(() => {
    if (form.paymentType !== 19 || !/^\d{3}$/.test(form.bsbNumber1 ?? '') || !/^\d{3}$/.test(form.bsbNumber2 ?? '')) {
      setBsbError(null);
      return;
    }
    const handle = setTimeout(() => {
      checkBsb(`${form.bsbNumber1}-${form.bsbNumber2}`).then(
        () => setBsbError(null),
        (e: unknown) => setBsbError(e instanceof ApiError ? e.message : 'Invalid BSB number.'),
      );
    }, BSB_DEBOUNCE_MS);
    return () => clearTimeout(handle);
  }, [form.paymentType, form.bsbNumber1, form.bsbNumber2]);

  if (!student) return null;

  const switchType = (value: string | null) => {
    const type = value === '17' ? 17 : 19;
    // Choosing one type clears the other's fields (spec §4).
    setForm({ paymentType: type, ...EMPTY_CARD, ...EMPTY_BANK });
  };

  const save = async (override?: Partial<Form>) => {
    const values = { ...form, ...override };
    if (!validatePaymentForm(values) || (values.paymentType === 19 && bsbError)) {
      notifyWarning(INVALID_ENTRIES);
      return;
    }
    setBusy(true);
    try {
      const body: SavePaymentDetailBody =
        values.paymentType === 19
          ? { studentNumber: student.studentNumber, paymentId: student.paymentId, paymentType: 19, bsbNumber1: values.bsbNumber1, bsbNumber2: values.bsbNumber2, accountNumber: values.accountNumber, accountName: values.accountName }
          : { studentNumber: student.studentNumber, paymentId: student.paymentId, paymentType: 17, ...(values.token ? { token: values.token, tokenReference: values.tokenReference, ccNumber: values.ccNumber } : { ccNumber: values.ccNumber, ccNameOnCard: values.ccNameOnCard, ccExpiryMonth: values.ccExpiryMonth, ccExpiryYear: values.ccExpiryYear, cccVv: values.cccVv }) };
      const message = await savePaymentDetail(body);
      notifySuccess(message);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && !error.isNetworkError) notifyWarning(error.message);
      // A network failure is only logged (spec §8).
      else console.error(error);
    } finally {
      setBusy(false);
    }
  };

  const onVaultCard = (card: CapturedCard) => {
    // Saving on a vault message happens automatically (spec §4); the number is already masked.
    void save({ token: card.Token, tokenReference: card.TokenReference, ccNumber: card.CardNumber, ccNameOnCard: card.NameOnCard });
  };

  return (
    <Dialog opened onClose={onClose} title="Update Payment Details" size={490} centered>
      {student.paymentId && !detail ? (
        <LoadingText />
      ) : (
        <Stack gap="sm">
          <Text fw={600}>{student.studentName}</Text>
          <Select
            label="Payment type"
            data={(detail?.paymentTypes ?? [{ id: 17, description: 'Credit Card' }, { id: 19, description: 'Direct Debit' }]).map((p) => ({ value: String(p.id), label: p.description }))}
            value={String(form.paymentType)}
            onChange={switchType}
            allowDeselect={false}
          />
          {form.paymentType === 19 ? (
            <>
              <Group grow align="flex-start">
                <TextInput
                  label="BSB"
                  aria-label="BSB part 1"
                  inputMode="numeric"
                  maxLength={3}
                  value={form.bsbNumber1}
                  onChange={(e) => {
                    const v = e.currentTarget.value.replace(/\D/g, '').slice(0, 3);
                    setForm({ ...form, bsbNumber1: v });
                    if (v.length === 3) bsb2.current?.focus();
                  }}
                />
                <TextInput
                  ref={bsb2}
                  label="BSB (part 2)"
                  aria-label="BSB part 2"
                  inputMode="numeric"
                  maxLength={3}
                  value={form.bsbNumber2}
                  error={bsbError}
                  onChange={(e) => setForm({ ...form, bsbNumber2: e.currentTarget.value.replace(/\D/g, '').slice(0, 3) })}
                />
              </Group>
              <TextInput
                label="Account number"
                inputMode="numeric"
                maxLength={9}
                placeholder={detail?.accountNumber || ''}
                description="5 to 9 digits"
                value={form.accountNumber}
                onChange={(e) => setForm({ ...form, accountNumber: e.currentTarget.value.replace(/\D/g, '').slice(0, 9) })}
              />
              <TextInput
                label="Account name"
                maxLength={16}
                value={form.accountName}
                onChange={(e) => setForm({ ...form, accountName: e.currentTarget.value.slice(0, 16) })}
              />
            </>
          ) : vault ? (
            <CardFrame height={700} onCard={onVaultCard} />
          ) : (
            <>
              <TextInput
                label="Card number"
                inputMode="numeric"
                maxLength={16}
                value={form.ccNumber}
                onChange={(e) => setForm({ ...form, ccNumber: e.currentTarget.value.replace(/\D/g, '') })}
              />
              <LettersOnlyInput label="Name on card" value={form.ccNameOnCard} onChange={(e) => setForm({ ...form, ccNameOnCard: e.currentTarget.value })} />
              <Group grow>
                <Select label="Expiry month" data={detail?.expiryMonthOptions ?? []} value={form.ccExpiryMonth || null} onChange={(v) => setForm({ ...form, ccExpiryMonth: v ?? '' })} />
                <Select label="Expiry year" data={detail?.expiryYearOptions ?? []} value={form.ccExpiryYear || null} onChange={(v) => setForm({ ...form, ccExpiryYear: v ?? '' })} />
                <TextInput label="CVV" type="password" maxLength={3} value={form.cccVv} onChange={(e) => setForm({ ...form, cccVv: e.currentTarget.value.replace(/\D/g, '') })} />
              </Group>
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            {!(form.paymentType === 17 && vault) && (
              <SpinnerButton busy={busy} onClick={() => void save()}>
                Save
              </SpinnerButton>
            )}
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}
