// Suspend member (/suspendmember, docs/spec/account-core.md §2, §5 suspend form, §8).
import { Alert, Button, Card, Group, Select, Stack, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  errorMessage,
  CONFIRM_SUSPEND,
  clubToday,
  CONFIRM_UNSUSPEND,
  ConfirmDialog,
  DATE_FORMATS,
  DateField,
  INVALID_DATE,
  LoadingText,
  SUSPEND_DATES_REQUIRED,
  SUSPEND_REASON_REQUIRED,
  SUSPENDED,
  UNSUSPENDED,
  dayjs,
  notifyError,
  notifySuccess,
  notifyWarning,
  announceChange,
  useErrorNotice,
  useSession,
  TableHead,
} from '@portal/shared';
import type { Suspension, SuspensionReason } from '@portal/shared/contracts';
import { membershipKeys } from '../../../common/query-keys';
import {
  getMaxSuspensionDays,
  getSuspensionReasons,
  getSuspensions,
  suspendMembership,
  unsuspendMembership,
} from '../api/suspension-api';

export function SuspendPage() {
  const memberNumber = useSession((s) => s.memberNumber);
  const userId = useSession((s) => s.user?.userId ?? 0);
  const [reasonId, setReasonId] = useState<string | null>(null);
  const [from, setFrom] = useState<string | null>(null);
  const [until, setUntil] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'suspend' | 'unsuspend' | null>(null);
  const [busy, setBusy] = useState(false);

  const query = useQuery({
    queryKey: membershipKeys.suspension(memberNumber),
    queryFn: async () => {
      const [r, m, l] = await Promise.all([getSuspensionReasons(), getMaxSuspensionDays(memberNumber ?? ''), getSuspensions(memberNumber ?? '')]);
      return { reasons: r, maxDays: m.maxSuspensionDays, list: l };
    },
    enabled: Boolean(memberNumber),
  });
  useErrorNotice(query.error, (e) => notifyError(errorMessage(e)));
  const reasons: SuspensionReason[] = query.data?.reasons ?? [];
  const maxDays = query.data?.maxDays ?? 0;
  const list: Suspension[] | null = query.isError ? [] : (query.data?.list ?? null);
  // A suspension changes the membership: every membership page and the dashboard re-read.
  const load = async () => {
    announceChange('membership');
    await query.refetch();
  };

  // The club's today, not the device's (the server checks dates on the club calendar).
  const today = clubToday();
  const untilMax = from ? dayjs(from).add(maxDays, 'day').format('YYYY-MM-DD') : undefined;

  const validate = (): string | null => {
    if (!reasonId) return SUSPEND_REASON_REQUIRED;
    if (!from || !until) return SUSPEND_DATES_REQUIRED;
    if (from < today || until < from || (untilMax && until > untilMax)) return INVALID_DATE;
    return null;
  };

  const askSuspend = () => {
    const problem = validate();
    setError(problem);
    if (problem) {
      notifyWarning(problem);
      return;
    }
    setConfirm('suspend');
  };

  const run = async () => {
    if (!memberNumber) return;
    setBusy(true);
    try {
      if (confirm === 'suspend') {
        const result = await suspendMembership({
          userId,
          reasonId: Number(reasonId),
          suspendFromString: dayjs(from).format(DATE_FORMATS.display),
          suspendToString: dayjs(until).format(DATE_FORMATS.display),
        });
        if (result === 'success') notifySuccess(SUSPENDED);
      } else {
        const result = await unsuspendMembership(memberNumber);
        if (result === 'success') notifySuccess(UNSUSPENDED);
      }
      setFrom(null);
      setUntil(null);
      setReasonId(null);
      await load();
    } catch (e) {
      notifyError(errorMessage(e));
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  };

  return (
    <Stack>
      {list === null ? (
        <LoadingText />
      ) : list.length > 0 ? (
        <Card withBorder>
          <Table aria-label="Suspensions">
            <TableHead columns={['Reason', 'From', 'To']} />
            <Table.Tbody>
              {list.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>{s.reasonText}</Table.Td>
                  <Table.Td>{s.suspendFromDate}</Table.Td>
                  <Table.Td>{s.suspendToDate}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group mt="md">
            <Button onClick={() => setConfirm('unsuspend')}>Unsuspend</Button>
          </Group>
        </Card>
      ) : (
        <Card withBorder>
          <Stack>
            <Select
              label="Suspend Reason"
              data={reasons.map((r) => ({ value: String(r.reasonId), label: r.reasonText }))}
              value={reasonId}
              onChange={setReasonId}
              required
            />
            <Group grow align="flex-start">
              <DateField label="From" value={from} onChange={setFrom} minDate={today} required />
              <DateField label="Until" value={until} onChange={setUntil} minDate={from ?? today} maxDate={untilMax} required />
            </Group>
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Group>
              <Button onClick={askSuspend}>Suspend</Button>
            </Group>
          </Stack>
        </Card>
      )}
      <ConfirmDialog
        opened={confirm !== null}
        message={confirm === 'unsuspend' ? CONFIRM_UNSUSPEND : CONFIRM_SUSPEND}
        onCancel={() => setConfirm(null)}
        onConfirm={() => void run()}
        busy={busy}
      />
    </Stack>
  );
}
