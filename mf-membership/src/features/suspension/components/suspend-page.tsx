// Suspend member (/suspendmember, docs/spec/account-core.md §2, §5 suspend form, §8): the open
// suspension with Unsuspend, else the freeze form (common/freeze-form.tsx, shared with /household).
import { Button, Card, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, CONFIRM_UNSUSPEND, ConfirmDialog, LoadingText, SUSPENDED, UNSUSPENDED, notifyError, notifySuccess, announceChange, useErrorNotice, useSession, DataTable, PaymentAttemptKeys } from '@portal/shared';
import type { FreezeRequest, Suspension } from '@portal/shared/contracts';
import { FreezeForm, type FreezeTarget } from '../../../common/freeze-form';
import { membershipKeys } from '../../../common/query-keys';
import { quoteFreeze, getSuspensions, suspendMembership, unsuspendMembership } from '../api/suspension-api';

export function SuspendPage() {
  const memberNumber = useSession((s) => s.memberNumber);
  const userId = useSession((s) => s.user?.userId ?? 0);
  const [confirmUnsuspend, setConfirmUnsuspend] = useState(false);
  const [busy, setBusy] = useState(false);
  // One Idempotency-Key per freeze attempt: a resend after no answer charges a fee once.
  const [attempts] = useState(() => new PaymentAttemptKeys());

  const query = useQuery({
    queryKey: membershipKeys.suspension(memberNumber),
    queryFn: () => getSuspensions(memberNumber ?? ''),
    enabled: Boolean(memberNumber),
  });
  useErrorNotice(query.error, (e) => notifyError(errorMessage(e)));
  const list: Suspension[] | null = query.isError ? [] : (query.data ?? null);
  // A suspension changes the membership: every membership page and the dashboard re-read.
  const load = async () => {
    announceChange('membership');
    await query.refetch();
  };
  const own: FreezeTarget = {
    quote: (body: FreezeRequest) => quoteFreeze({ ...body, userId }),
    freeze: (body: FreezeRequest) => {
      const request = { ...body, userId };
      return attempts.send(request, (idempotencyKey) => suspendMembership(request, idempotencyKey));
    },
  };

  const unsuspend = async () => {
    if (!memberNumber) return;
    setBusy(true);
    try {
      if ((await unsuspendMembership(memberNumber)) === 'success') notifySuccess(UNSUSPENDED);
      await load();
    } catch (e) {
      notifyError(errorMessage(e));
    } finally {
      setBusy(false);
      setConfirmUnsuspend(false);
    }
  };

  return (
    <Stack>
      {list === null ? (
        <LoadingText />
      ) : list.length > 0 ? (
        <Card withBorder>
          <DataTable aria-label="Suspensions" rows={list} columns={['Reason', 'From', 'To']} cells={(s) => [s.reasonText, s.suspendFromDate, s.suspendToDate]} />
          <Group mt="md">
            <Button onClick={() => setConfirmUnsuspend(true)}>Unsuspend</Button>
          </Group>
        </Card>
      ) : (
        <FreezeForm
          target={own}
          onDone={async () => {
            notifySuccess(SUSPENDED);
            await load();
          }}
        />
      )}
      <ConfirmDialog opened={confirmUnsuspend} message={CONFIRM_UNSUSPEND} onCancel={() => setConfirmUnsuspend(false)} onConfirm={() => void unsuspend()} busy={busy} />
    </Stack>
  );
}
