// Reason dialog for cancelling a booked swim class (500 px; spec §2.9, §5).
import { Button, Group, Select, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { SWIM_CANCEL_REASON_REQUIRED, SpinnerButton, notifyWarning, Dialog } from '@portal/shared';
import type { StudentClassBooking, SwimReason } from '@portal/shared/contracts';

export interface CancelDialogProps {
  booking: StudentClassBooking | null;
  reasons: SwimReason[];
  busy: boolean;
  onConfirm: (reasonId: number) => void;
  onClose: () => void;
}

export function CancelDialog({ booking, reasons, busy, onConfirm, onClose }: CancelDialogProps) {
  const [reason, setReason] = useState<string | null>(null);
  useEffect(() => setReason(null), [booking]);
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
        data={reasons.map((r) => ({ value: String(r.id), label: r.name }))}
        value={reason}
        onChange={setReason}
        comboboxProps={{ withinPortal: true }}
        maxDropdownHeight={240}
      />
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
