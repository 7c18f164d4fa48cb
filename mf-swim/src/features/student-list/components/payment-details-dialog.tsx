// Update payment details dialog for a direct-debit student (490 px; docs/spec/bookings-commerce.md §2.19, §4, §5), on the
// shared payment-fields kit (student bounds: account number 5-9, account name 16).
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ApiError,
  CardFields,
  CardFrame,
  DebitFields,
  EMPTY_DEBIT_VALUES,
  INVALID_ENTRIES,
  LoadingText,
  SpinnerButton,
  notifySuccess,
  notifyWarning,
  useCardEntry,
  useDebitEntry,
  useSession,
  type CapturedCard,
  Dialog,
} from '@portal/shared';
import type { SavePaymentDetailBody, StudentPaymentDetail, SwimStudent } from '@portal/shared/contracts';
import { fetchPaymentDetail, savePaymentDetail } from '../api/student-list-api';

export function PaymentDetailsDialog({ student, onClose }: { student: SwimStudent | null; onClose: () => void }) {
  const paymentId = student?.paymentId ?? 0;
  // Never cached between openings: the dialog edits it and must start from the saved state.
  const detailQuery = useQuery({
    queryKey: ['swim', 'payment-detail', paymentId],
    queryFn: () => fetchPaymentDetail(paymentId),
    enabled: paymentId > 0,
    gcTime: 0,
  });
  const detail = detailQuery.data ?? null;
  if (!student) return null;
  return (
    <Dialog opened onClose={onClose} title="Update Payment Details" size={490} centered>
      {student.paymentId && !detail ? (
        <LoadingText />
      ) : (
        // The form starts from the saved details, afresh for each opening and each student.
        <PaymentDetailsForm key={paymentId} student={student} detail={detail} onClose={onClose} />
      )}
    </Dialog>
  );
}

function PaymentDetailsForm({
  student,
  detail,
  onClose,
}: {
  student: SwimStudent;
  detail: StudentPaymentDetail | null;
  onClose: () => void;
}) {
  const vault = useSession((s) => Boolean(s.theme?.flags?.pciVaultEnabled));
  const [paymentType, setPaymentType] = useState<17 | 19>(detail?.paymentType === 17 ? 17 : 19);
  const card = useCardEntry();
  // The masked account number is shown as a hint, never sent back: the user re-enters it.
  const debit = useDebitEntry(
    'student',
    detail ? { bsb1: detail.bsbNumber1, bsb2: detail.bsbNumber2, accountName: detail.accountName } : {},
  );
  const [busy, setBusy] = useState(false);

  const switchType = (value: string | null) => {
    // Choosing one type clears the other's fields (docs/spec/bookings-commerce.md §4).
    setPaymentType(value === '17' ? 17 : 19);
    card.reset();
    // Cleared, not back to the saved details the form started from.
    debit.form.setInitialValues(EMPTY_DEBIT_VALUES);
    debit.form.reset();
  };

  const send = async (body: SavePaymentDetailBody) => {
    setBusy(true);
    try {
      const message = await savePaymentDetail(body);
      notifySuccess(message);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && !error.isNetworkError) {
        // On its field when it concerns one (an expired card...), and named.
        if (paymentType === 17) card.showServerError(error.message);
        notifyWarning(error.message);
      }
      // A network failure is only logged (docs/spec/bookings-commerce.md §8).
      else console.error(error);
    } finally {
      setBusy(false);
    }
  };

  const save = () => {
    const ids = { studentNumber: student.studentNumber, paymentId: student.paymentId };
    if (paymentType === 19) {
      const body = debit.check();
      if (!body) return notifyWarning(INVALID_ENTRIES);
      return void send({ ...ids, paymentType: 19, ...body });
    }
    const typed = card.check();
    if (!typed) return notifyWarning(INVALID_ENTRIES);
    const { cardType: _type, ...fields } = typed;
    return void send({ ...ids, paymentType: 17, ...fields });
  };

  const onVaultCard = (captured: CapturedCard) => {
    // Saving on a vault message happens automatically (docs/spec/bookings-commerce.md §4); the number is already masked.
    void send({
      studentNumber: student.studentNumber,
      paymentId: student.paymentId,
      paymentType: 17,
      token: captured.Token,
      tokenReference: captured.TokenReference,
      ccNumber: captured.CardNumber,
    });
  };

  return (
    <Stack gap="sm">
      <Text fw={600}>{student.studentName}</Text>
      <Select
        label="Payment type"
        data={(
          detail?.paymentTypes ?? [
            { id: 17, description: 'Credit Card' },
            { id: 19, description: 'Direct Debit' },
          ]
        ).map((p) => ({ value: String(p.id), label: p.description }))}
        value={String(paymentType)}
        onChange={switchType}
        allowDeselect={false}
      />
      {paymentType === 19 ? (
        <>
          <DebitFields entry={debit} />
          {detail?.accountNumber && (
            <Text size="xs" c="dimmed">
              Current account: {detail.accountNumber}
            </Text>
          )}
        </>
      ) : vault ? (
        <CardFrame height={700} onCard={onVaultCard} />
      ) : (
        <CardFields form={card.form} />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        {!(paymentType === 17 && vault) && (
          <SpinnerButton busy={busy} onClick={save} disabled={paymentType === 19 && debit.bsb.pending}>
            Save
          </SpinnerButton>
        )}
      </Group>
    </Stack>
  );
}
