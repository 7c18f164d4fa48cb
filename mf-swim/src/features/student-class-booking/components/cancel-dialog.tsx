// Reason dialog for cancelling a booked swim class (500 px; docs/spec/bookings-commerce.md §2.9, §5).
import { Button, Group, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { SWIM_CANCEL_REASON_REQUIRED, SpinnerButton, notifyWarning, Dialog, namedOptions } from '@portal/shared';
import type { StudentClassBooking, SwimReason } from '@portal/shared/contracts';

export interface CancelDialogProps {
  booking: StudentClassBooking | null;
  reasons: SwimReason[];
  busy: boolean;
  onConfirm: (reasonId: number) => void;
  onClose: () => void;
}

const MAKEUP_CREDIT_RETURNED = 'The make-up credit this class used will be returned.';
const MAKEUP_CREDIT_EARNED = 'This cancellation gives a make-up credit.';
const NO_MAKEUP_CREDIT = 'This cancellation does not give a make-up credit.';

function cancelOutcome(booking: StudentClassBooking, reason: SwimReason | undefined): string {
  if (booking.isMakeup) return MAKEUP_CREDIT_RETURNED;
  return reason?.earnsMakeup ? MAKEUP_CREDIT_EARNED : NO_MAKEUP_CREDIT;
}

export function CancelDialog({ booking, reasons, busy, onConfirm, onClose }: CancelDialogProps) {
  const [reason, setReason] = useState<string | null>(null);
  // Another booking starts with no reason chosen.
  const [reasonFor, setReasonFor] = useState(booking);
  if (booking !== reasonFor) {
    setReasonFor(booking);
    setReason(null);
  }
  const confirm = () => {
    if (!reason) {
      notifyWarning(SWIM_CANCEL_REASON_REQUIRED);
      return;
    }
    onConfirm(Number(reason));
  };
  return (
    <Dialog opened={booking !== null} onClose={onClose} title="Cancel Class" size={500} centered>
      {booking && (
        <Text mb="sm">
          {booking.className} for {booking.studentName} on {booking.bookedDate}
        </Text>
      )}
      <Select
        label="Reason for cancellation"
        placeholder="Select a reason"
        data={namedOptions(reasons)}
        value={reason}
        onChange={setReason}
        comboboxProps={{ withinPortal: true }}
        maxDropdownHeight={240}
      />
      {booking && reason && (
        // What the cancel does to make-up credits, before the guardian confirms (the server's rule:
        // a make-up gives back the credit it used; otherwise the reason decides).
        <Text mt="sm" role="status">
          {cancelOutcome(booking, reasons.find((r) => String(r.id) === reason))}
        </Text>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose} disabled={busy}>
          Close
        </Button>
        <SpinnerButton color="red" busy={busy} onClick={confirm}>
          Confirm
        </SpinnerButton>
      </Group>
    </Dialog>
  );
}
