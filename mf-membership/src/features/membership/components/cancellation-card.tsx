// The membership page's cancellation: an open one (its status, last day, debits, withdraw) or the
// button that opens today's quote. The club's answer to a request shows here too.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { ConfirmDialog, formatDisplayDate, formatMoney, ErrorAlert } from '@portal/shared';
import type { Cancellation, CancellationQuote } from '@portal/shared/contracts';
import { useState } from 'react';
import { useCancellation, useCancelMembership, useWithdrawCancellation } from '../api/cancellation';
import { CancelMembershipDialog, DebitList } from '../../../common/cancel-membership-dialog';

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
  const [dialog, setDialog] = useState<'cancel' | 'withdraw' | null>(null);
  // The quote the dialog opened with: confirming re-reads the panel (no quote then), and the
  // dialog stays up to show the confirmation.
  const [opened, setOpened] = useState<CancellationQuote | null>(null);
  const current = panel.data?.current ?? null;
  const quote = panel.data?.quote ?? null;
  const open = current && (current.status === 'confirmed' || current.status === 'requested');
  if (!panel.data) return null;
  return (
    <Stack gap="xs" mt="md" aria-label="Cancellation">
      {current && (
        <Alert color={current.status === 'declined' ? 'yellow' : open ? 'red' : 'gray'} title="Cancellation">
          <Text>{statusText(current)}</Text>
          {open && <DebitList debits={current.remainingDebits} totalCents={current.remainingDebitsCents} />}
          {open && current.feeCents > 0 && <Text>Cancellation fee: {formatMoney(current.feeCents)}</Text>}
        </Alert>
      )}
      {open && current.canWithdraw && (
        <Button variant="outline" onClick={() => setDialog('withdraw')}>
          Withdraw Cancellation
        </Button>
      )}
      {quote && (
        <Button
          variant="outline"
          color="red"
          onClick={() => {
            setOpened(quote);
            setDialog('cancel');
          }}
        >
          Cancel Membership
        </Button>
      )}
      <ErrorAlert error={withdraw.error} />
      {opened && <CancelMembershipDialog opened={dialog === 'cancel'} quote={opened} onClose={() => setDialog(null)} cancel={cancel} />}
      <ConfirmDialog
        opened={dialog === 'withdraw'}
        message="Withdraw your cancellation? Your membership and its debits go on as before."
        busy={withdraw.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() => withdraw.mutate(undefined, { onSettled: () => setDialog(null) })}
      />
    </Stack>
  );
}
