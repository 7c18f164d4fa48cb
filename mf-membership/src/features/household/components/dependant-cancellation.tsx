// A dependant's membership on /household: the payer cancels it on their behalf with the dependant's
// own quote (the same dialog as /membership), or withdraws the open cancellation before its day.
import { Alert, Button, Group, Text } from '@mantine/core';
import { ConfirmDialog, ErrorAlert, formatDisplayDate } from '@portal/shared';
import { CancelMembershipDialog, DebitList } from '../../../common/cancel-membership-dialog';
import { useCancellationPanel } from '../../../common/cancellation-panel';
import {
  useCancelDependantMembership,
  useDependantCancellation,
  useWithdrawDependantCancellation,
} from '../api/household-api';

export function DependantCancellation({ memberNumber, name }: { memberNumber: string; name: string }) {
  const panel = useDependantCancellation(memberNumber, true);
  const cancel = useCancelDependantMembership(memberNumber);
  const withdraw = useWithdrawDependantCancellation(memberNumber);
  const { dialog, open, quote, opened, askCancel, askWithdraw, close } = useCancellationPanel(panel.data);
  if (!panel.data) return null;
  return (
    <>
      {open && (
        <Alert color="red" title="Cancellation">
          <Text>
            {open.status === 'requested'
              ? `Cancellation requested (reference ${open.reference}): waiting for the club. If approved, ${name}’s membership ends on ${formatDisplayDate(open.effectiveDate)}.`
              : `${name}’s membership ends on ${formatDisplayDate(open.effectiveDate)} (reference ${open.reference}).`}
          </Text>
          <DebitList debits={open.remainingDebits} totalCents={open.remainingDebitsCents} />
        </Alert>
      )}
      <Group gap="xs">
        {open?.canWithdraw && (
          <Button size="xs" variant="outline" onClick={askWithdraw}>
            Withdraw cancellation for {name}
          </Button>
        )}
        {quote && (
          <Button size="xs" variant="outline" color="red" onClick={() => askCancel(quote)}>
            Cancel membership of {name}
          </Button>
        )}
      </Group>
      <ErrorAlert error={withdraw.error} />
      {opened && (
        <CancelMembershipDialog
          opened={dialog === 'cancel'}
          quote={opened}
          onClose={close}
          cancel={cancel}
          name={name}
        />
      )}
      <ConfirmDialog
        opened={dialog === 'withdraw'}
        message={`Withdraw the cancellation? ${name}’s membership and its debits go on as before.`}
        busy={withdraw.isPending}
        onCancel={close}
        onConfirm={() => withdraw.mutate(undefined, { onSettled: close })}
      />
    </>
  );
}
