// A dependant's membership on /household: the payer cancels it on their behalf with the dependant's
// own quote (the same dialog as /membership), or withdraws the open cancellation before its day.
import { Alert, Button, Group, Text } from '@mantine/core';
import { ConfirmDialog, ErrorAlert, formatDisplayDate } from '@portal/shared';
import type { CancellationQuote } from '@portal/shared/contracts';
import { useState } from 'react';
import { CancelMembershipDialog, DebitList } from '../../../common/cancel-membership-dialog';
import { useCancelDependantMembership, useDependantCancellation, useWithdrawDependantCancellation } from '../api/household-api';

export function DependantCancellation({ memberNumber, name }: { memberNumber: string; name: string }) {
  const panel = useDependantCancellation(memberNumber, true);
  const cancel = useCancelDependantMembership(memberNumber);
  const withdraw = useWithdrawDependantCancellation(memberNumber);
  const [dialog, setDialog] = useState<'cancel' | 'withdraw' | null>(null);
  // The quote the dialog opened with: it stays up to show the confirmation after the panel re-reads.
  const [opened, setOpened] = useState<CancellationQuote | null>(null);
  const current = panel.data?.current ?? null;
  const quote = panel.data?.quote ?? null;
  const open = current && (current.status === 'confirmed' || current.status === 'requested');
  if (!panel.data) return null;
  return (
    <>
      {open && (
        <Alert color="red" title="Cancellation">
          <Text>
            {current.status === 'requested'
              ? `Cancellation requested (reference ${current.reference}): waiting for the club. If approved, ${name}’s membership ends on ${formatDisplayDate(current.effectiveDate)}.`
              : `${name}’s membership ends on ${formatDisplayDate(current.effectiveDate)} (reference ${current.reference}).`}
          </Text>
          <DebitList debits={current.remainingDebits} totalCents={current.remainingDebitsCents} />
        </Alert>
      )}
      <Group gap="xs">
        {open && current.canWithdraw && (
          <Button size="xs" variant="outline" onClick={() => setDialog('withdraw')}>
            Withdraw cancellation for {name}
          </Button>
        )}
        {quote && (
          <Button
            size="xs"
            variant="outline"
            color="red"
            onClick={() => {
              setOpened(quote);
              setDialog('cancel');
            }}
          >
            Cancel membership of {name}
          </Button>
        )}
      </Group>
      <ErrorAlert error={withdraw.error} />
      {opened && <CancelMembershipDialog opened={dialog === 'cancel'} quote={opened} onClose={() => setDialog(null)} cancel={cancel} name={name} />}
      <ConfirmDialog
        opened={dialog === 'withdraw'}
        message={`Withdraw the cancellation? ${name}’s membership and its debits go on as before.`}
        busy={withdraw.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() => withdraw.mutate(undefined, { onSettled: () => setDialog(null) })}
      />
    </>
  );
}
