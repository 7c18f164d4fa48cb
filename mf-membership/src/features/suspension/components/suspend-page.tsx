// Suspend member (/suspendmember, docs/spec/account-core.md §2, §5 suspend form, §8).
import { Button, Card, Group, List, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, CONFIRM_SUSPEND, clubToday, CONFIRM_UNSUSPEND, ConfirmDialog, DATE_FORMATS, DateField, INVALID_DATE, LoadingText, SUSPEND_DATES_REQUIRED, FREEZE_TYPE_REQUIRED, SUSPEND_REASON_REQUIRED, SUSPENDED, UNSUSPENDED, dayjs, notifyError, notifySuccess, notifyWarning, announceChange, useErrorNotice, useSession, DataTable, formatDisplayDate, formatMoney, ErrorAlert } from '@portal/shared';
import type { FreezeQuote, FreezeType, Suspension, SuspensionReason } from '@portal/shared/contracts';
import { membershipKeys } from '../../../common/query-keys';
import {
  getFreezeTypes,
  getMaxSuspensionDays,
  quoteFreeze,
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
  const [freezeTypeId, setFreezeTypeId] = useState<string | null>(null);
  // What the freeze would do, from the server, shown in the confirmation.
  const [quote, setQuote] = useState<FreezeQuote | null>(null);

  const query = useQuery({
    queryKey: membershipKeys.suspension(memberNumber),
    queryFn: async () => {
      const [r, m, l, f] = await Promise.all([getSuspensionReasons(), getMaxSuspensionDays(memberNumber ?? ''), getSuspensions(memberNumber ?? ''), getFreezeTypes()]);
      return { reasons: r, maxDays: m.maxSuspensionDays, list: l, freezeTypes: f };
    },
    enabled: Boolean(memberNumber),
  });
  useErrorNotice(query.error, (e) => notifyError(errorMessage(e)));
  const reasons: SuspensionReason[] = query.data?.reasons ?? [];
  const freezeTypes: FreezeType[] = query.data?.freezeTypes ?? [];
  const freezeType = freezeTypes.find((t) => String(t.id) === freezeTypeId) ?? null;
  // A freeze type's longest freeze counts its days inclusively; the club's maximum counts from From.
  const maxDays = freezeType ? freezeType.maxDays - 1 : (query.data?.maxDays ?? 0);
  const list: Suspension[] | null = query.isError ? [] : (query.data?.list ?? null);
  // A suspension changes the membership: every membership page and the dashboard re-read.
  const load = async () => {
    announceChange('membership');
    await query.refetch();
  };

  // The club's today, not the device's (the server checks dates on the club calendar).
  const today = clubToday();
  const earliest = freezeType ? dayjs(today).add(freezeType.noticeDays, 'day').format('YYYY-MM-DD') : today;
  const untilMax = from ? dayjs(from).add(maxDays, 'day').format('YYYY-MM-DD') : undefined;

  const validate = (): string | null => {
    if (freezeTypes.length > 0 && !freezeType) return FREEZE_TYPE_REQUIRED;
    if (!reasonId) return SUSPEND_REASON_REQUIRED;
    if (!from || !until) return SUSPEND_DATES_REQUIRED;
    if (from < today || until < from || (untilMax && until > untilMax)) return INVALID_DATE;
    return null;
  };

  const request = () => ({
    userId,
    reasonId: Number(reasonId),
    suspendFromString: dayjs(from).format(DATE_FORMATS.display),
    suspendToString: dayjs(until).format(DATE_FORMATS.display),
    freezeTypeId: freezeType?.id ?? 0,
  });

  const askSuspend = async () => {
    const problem = validate();
    setError(problem);
    if (problem) {
      notifyWarning(problem);
      return;
    }
    // The server's quote: the fee and the debits after, or the rule the freeze breaks.
    try {
      setQuote(await quoteFreeze(request()));
      setConfirm('suspend');
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  const run = async () => {
    if (!memberNumber) return;
    setBusy(true);
    try {
      if (confirm === 'suspend') {
        const result = await suspendMembership(request());
        if (result === 'success') notifySuccess(SUSPENDED);
      } else {
        const result = await unsuspendMembership(memberNumber);
        if (result === 'success') notifySuccess(UNSUSPENDED);
      }
      setFrom(null);
      setUntil(null);
      setReasonId(null);
      setQuote(null);
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
          <DataTable
            aria-label="Suspensions"
            rows={list}
            columns={['Reason', 'From', 'To']}
            cells={(s) => [s.reasonText, s.suspendFromDate, s.suspendToDate]}
          />
          <Group mt="md">
            <Button onClick={() => setConfirm('unsuspend')}>Unsuspend</Button>
          </Group>
        </Card>
      ) : (
        <Card withBorder>
          <Stack>
            {freezeTypes.length > 0 && (
              <Select
                label="Freeze type"
                data={freezeTypes.map((t) => ({ value: String(t.id), label: t.name }))}
                value={freezeTypeId}
                onChange={setFreezeTypeId}
                required
              />
            )}
            {freezeType && <Text size="sm">{freezeRulesText(freezeType)}</Text>}
            <Select
              label="Suspend Reason"
              data={reasons.map((r) => ({ value: String(r.reasonId), label: r.reasonText }))}
              value={reasonId}
              onChange={setReasonId}
              required
            />
            <Group grow align="flex-start">
              <DateField label="From" value={from} onChange={setFrom} minDate={earliest} required />
              <DateField label="Until" value={until} onChange={setUntil} minDate={from ?? today} maxDate={untilMax} required />
            </Group>
            <ErrorAlert error={error} />
            <Group>
              <Button onClick={() => void askSuspend()}>Suspend</Button>
            </Group>
          </Stack>
        </Card>
      )}
      <ConfirmDialog
        opened={confirm !== null}
        message={confirm === 'unsuspend' ? CONFIRM_UNSUSPEND : <FreezeEffect quote={quote} />}
        onCancel={() => setConfirm(null)}
        onConfirm={() => void run()}
        busy={busy}
      />
    </Stack>
  );
}

function freezeRulesText(t: FreezeType): string {
  const fee = t.feeCents === 0 ? 'free' : t.feeKind === 'flat' ? `${formatMoney(t.feeCents)} per freeze` : `${formatMoney(t.feeCents)} a week`;
  return `${t.minDays} to ${t.maxDays} days, ${fee}, at most ${t.maxPerYear} a year${t.noticeDays ? `, ${t.noticeDays} days' notice` : ''}.`;
}

/** The confirmation: the spec's question, then what the freeze does to the member's next debits. */
function FreezeEffect({ quote }: { quote: FreezeQuote | null }) {
  if (!quote) return <>{CONFIRM_SUSPEND}</>;
  return (
    <Stack gap="xs">
      <Text>{CONFIRM_SUSPEND}</Text>
      <Text size="sm">
        {quote.days} days{quote.feeCents ? `, fee ${formatMoney(quote.feeCents)}` : ', no fee'}.
      </Text>
      {quote.debitsNow.length > 0 && (
        <List size="sm" aria-label="Your next debits">
          {quote.debitsNow.map((d, i) => (
            <List.Item key={d.date}>
              {formatDisplayDate(d.date)} becomes {formatDisplayDate(quote.debitsAfter[i]?.date)}: {formatMoney(d.amountCents)}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
