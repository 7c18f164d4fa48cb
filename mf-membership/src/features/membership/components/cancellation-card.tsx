// The membership page's cancellation: an open one (its status, last day, debits, withdraw) or the
// button that opens today's quote. The club's answer to a request shows here too.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { ConfirmDialog, formatDisplayDate, ErrorAlert } from '@portal/shared';
import type { Cancellation } from '@portal/shared/contracts';
import { useCancellation, useCancelMembership, useWithdrawCancellation } from '../api/cancellation';
import { CancelMembershipDialog, DebitList, FeeLine } from '../../../common/cancel-membership-dialog';
import { useCancellationPanel } from '../../../common/cancellation-panel';

function statusText(c: Cancellation): string {
  switch (c.status) {
    case 'confirmed':
      return `Cancelled (reference ${c.reference}): your membership ends on ${formatDisplayDate(c.effectiveDate)}.`;
    case 'requested':
      return `Cancellation requested (reference ${c.reference}): waiting for the club. If approved, your membership ends on ${formatDisplayDate(c.effectiveDate)}.`;
    case 'declined':
      return `The club declined your cancellation request ${c.reference}${c.clubNote ? `: ${c.clubNote}` : '.'}`;
    default:
      return `Your cancellation ${c.reference} was withdrawn; your membership continues.`;
  }
}

export function CancellationCard() {
  const panel = useCancellation(true);
  const withdraw = useWithdrawCancellation();
  const cancel = useCancelMembership();
  const { dialog, current, open, quote, opened, askCancel, askWithdraw, close } = useCancellationPanel(panel.data);
  if (!panel.data) return null;
  return (
    <Stack gap="xs" mt="md" aria-label="Cancellation">
      {current && (
        <Alert color={current.status === 'declined' ? 'yellow' : open ? 'red' : 'gray'} title="Cancellation">
          <Text>{statusText(current)}</Text>
          {open && <DebitList debits={open.remainingDebits} totalCents={open.remainingDebitsCents} />}
          {open && <FeeLine feeCents={open.feeCents} feeDueDate={open.feeDueDate} />}
        </Alert>
      )}
      {open?.canWithdraw && (
        <Button variant="outline" onClick={askWithdraw}>
          Withdraw Cancellation
        </Button>
      )}
      {quote && (
        <Button variant="outline" color="red" onClick={() => askCancel(quote)}>
          Cancel Membership
        </Button>
      )}
      <ErrorAlert error={withdraw.error} />
      {opened && <CancelMembershipDialog opened={dialog === 'cancel'} quote={opened} onClose={close} cancel={cancel} />}
      <ConfirmDialog
        opened={dialog === 'withdraw'}
        message="Withdraw your cancellation? Your membership and its debits go on as before."
        busy={withdraw.isPending}
        onCancel={close}
        onConfirm={() => withdraw.mutate(undefined, { onSettled: close })}
      />
    </Stack>
  );
}
