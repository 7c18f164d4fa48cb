// The suspend (freeze) form of docs/spec/account-core.md §5, for the member's own membership
// (/suspendmember) and for a dependant's from their payer's /household: the club's freeze types and
// reasons, the dates, the server's quote in the confirmation, then the freeze. The target says
// whose membership the quote and the freeze are for.
import { Button, Card, Group, List, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  apiGet,
  CONFIRM_SUSPEND,
  ConfirmDialog,
  DATE_FORMATS,
  DateField,
  dayjs,
  ErrorAlert,
  errorMessage,
  FREEZE_TYPE_REQUIRED,
  formatDisplayDate,
  formatMoney,
  INVALID_DATE,
  isApiError,
  notifyError,
  notifyWarning,
  SUSPEND_DATES_REQUIRED,
  SUSPEND_REASON_REQUIRED,
  useClubToday,
  useErrorNotice,
  useSession,
  namedOptions,
} from '@portal/shared';
import type { FreezeQuote, FreezeRequest, FreezeType, SuspensionReason } from '@portal/shared/contracts';
import { membershipKeys } from './query-keys';

/** Whose membership the form freezes: what the freeze would do, and the freeze itself ('success'). */
export interface FreezeTarget {
  quote: (body: FreezeRequest) => Promise<FreezeQuote>;
  freeze: (body: FreezeRequest) => Promise<string>;
}

/** The club's reasons, freeze types and maximum days (the club's, whoever the freeze is for). */
function useFreezeRules() {
  const memberNumber = useSession((s) => s.memberNumber);
  const query = useQuery({
    queryKey: membershipKeys.freezeRules(memberNumber),
    queryFn: async () => {
      const [reasons, max, freezeTypes] = await Promise.all([
        apiGet<SuspensionReason[]>('/suspension/reasons'),
        apiGet<{ maxSuspensionDays: number }>(`/suspension/max-days/${encodeURIComponent(memberNumber ?? '')}`),
        apiGet<FreezeType[]>('/suspension/freeze-types'),
      ]);
      return { reasons, maxDays: max.maxSuspensionDays, freezeTypes };
    },
    enabled: Boolean(memberNumber),
  });
  useErrorNotice(query.error, (e) => notifyError(errorMessage(e)));
  return query.data;
}

export function FreezeForm({ target, onDone, submitLabel = 'Suspend' }: { target: FreezeTarget; onDone: () => Promise<void> | void; submitLabel?: string }) {
  const rules = useFreezeRules();
  const [reasonId, setReasonId] = useState<string | null>(null);
  const [from, setFrom] = useState<string | null>(null);
  const [until, setUntil] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The server's refusal of one field (a date outside the freeze type's rules), shown under that field.
  const [fieldError, setFieldError] = useState<{ field: string; message: string } | null>(null);
  const errorOn = (field: string) => (fieldError?.field === field ? fieldError.message : undefined);
  const refuse = (e: unknown) => {
    if (isApiError(e) && e.field) setFieldError({ field: e.field, message: e.message });
    else setError(errorMessage(e));
  };
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [freezeTypeId, setFreezeTypeId] = useState<string | null>(null);
  // What the freeze would do, from the server, shown in the confirmation.
  const [quote, setQuote] = useState<FreezeQuote | null>(null);

  const reasons = rules?.reasons ?? [];
  const freezeTypes = rules?.freezeTypes ?? [];
  const freezeType = freezeTypes.find((t) => String(t.id) === freezeTypeId) ?? null;
  // A freeze type's longest freeze counts its days inclusively; the club's maximum counts from From.
  const maxDays = freezeType ? freezeType.maxDays - 1 : (rules?.maxDays ?? 0);
  // The club's today, not the device's (the server checks dates on the club calendar).
  const today = useClubToday();
  const earliest = freezeType ? dayjs(today).add(freezeType.noticeDays, 'day').format('YYYY-MM-DD') : today;
  const untilMax = from ? dayjs(from).add(maxDays, 'day').format('YYYY-MM-DD') : undefined;

  const validate = (): string | null => {
    if (freezeTypes.length > 0 && !freezeType) return FREEZE_TYPE_REQUIRED;
    if (!reasonId) return SUSPEND_REASON_REQUIRED;
    if (!from || !until) return SUSPEND_DATES_REQUIRED;
    if (from < today || until < from || (untilMax && until > untilMax)) return INVALID_DATE;
    return null;
  };

  const request = (): FreezeRequest => ({
    reasonId: Number(reasonId),
    suspendFromString: dayjs(from).format(DATE_FORMATS.display),
    suspendToString: dayjs(until).format(DATE_FORMATS.display),
    freezeTypeId: freezeType?.id ?? 0,
  });

  const ask = async () => {
    const problem = validate();
    setError(problem);
    setFieldError(null);
    if (problem) {
      notifyWarning(problem);
      return;
    }
    // The server's quote: the fee and the debits after, or the rule the freeze breaks.
    try {
      setQuote(await target.quote(request()));
      setConfirming(true);
    } catch (e) {
      refuse(e);
    }
  };

  const run = async () => {
    setBusy(true);
    try {
      if ((await target.freeze(request())) === 'success') {
        setFrom(null);
        setUntil(null);
        setReasonId(null);
        setQuote(null);
        await onDone();
      }
    } catch (e) {
      refuse(e);
      notifyError(errorMessage(e));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <Card withBorder>
      <Stack>
        {freezeTypes.length > 0 && (
          <Select label="Freeze type" data={namedOptions(freezeTypes)} value={freezeTypeId} onChange={setFreezeTypeId} error={errorOn('freezeTypeId')} required />
        )}
        {freezeType && <Text size="sm">{freezeRulesText(freezeType)}</Text>}
        <Select label="Suspend Reason" data={reasons.map((r) => ({ value: String(r.reasonId), label: r.reasonText }))} value={reasonId} onChange={setReasonId} required />
        <Group grow align="flex-start">
          <DateField label="From" value={from} onChange={setFrom} minDate={earliest} error={errorOn('suspendFromString')} required />
          <DateField label="Until" value={until} onChange={setUntil} minDate={from ?? today} maxDate={untilMax} error={errorOn('suspendToString')} required />
        </Group>
        <ErrorAlert error={error} />
        <Group>
          <Button onClick={() => void ask()}>{submitLabel}</Button>
        </Group>
      </Stack>
      <ConfirmDialog opened={confirming} message={<FreezeEffect quote={quote} />} onCancel={() => setConfirming(false)} onConfirm={() => void run()} busy={busy} />
    </Card>
  );
}

function freezeRulesText(t: FreezeType): string {
  const fee = t.feeCents === 0 ? 'free' : t.feeKind === 'flat' ? `${formatMoney(t.feeCents)} per freeze` : `${formatMoney(t.feeCents)} a week`;
  return `${t.minDays} to ${t.maxDays} days, ${fee}, at most ${t.maxPerYear} a year${t.noticeDays ? `, ${t.noticeDays} days' notice` : ''}.`;
}

/** The confirmation: the spec's question, then what the freeze does to the next debits. */
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
          {quote.debitsNow.map((d, i) => {
            const after = quote.debitsAfter[i]?.date ?? d.date;
            return (
              <List.Item key={d.date}>
                {after === d.date
                  ? `${formatDisplayDate(d.date)}: ${formatMoney(d.amountCents)} (unchanged)`
                  : `${formatDisplayDate(d.date)} becomes ${formatDisplayDate(after)}: ${formatMoney(d.amountCents)}`}
              </List.Item>
            );
          })}
        </List>
      )}
    </Stack>
  );
}
