import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { errorMessage, formatMoney, TEXT_LIMITS, useClubToday, useSession, DataTable } from '@portal/shared';
import type { FailedDebit } from '@portal/shared/contracts';
import { memberLabel } from '../../../common/member-label';
import { ConsoleSection } from '../../../common/console-section';
import { ConsoleMessages } from '../../../common/console-messages';
import { useConsoleAction } from '../../../common/use-console-action';
import {
  type DebitAction,
  financeExportUrl,
  useBillingSettings,
  useDebitActionMutation,
  useFailedDebits,
  useRefundMutation,
  useSaveSettingsMutation,
} from '../api/failed-payments';
import {
  AMOUNT_TEXT,
  parseDollars,
  parseReceipt,
  parseRetryDays,
  parseStopAfter,
  REASON_TEXT,
  RECEIPT_TEXT,
  RETRY_DAYS_TEXT,
  STOP_AFTER_TEXT,
} from '../lib/billing-rules';
import { PaymentGatewayStatusPanel } from './payment-gateway-status';

const ddmmyyyy = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : '');

/** Failed payments: the debits members still owe (ADMIN and STAFF); the club's billing settings, refunds and the finance export (ADMIN). */
export function FailedPaymentsPage() {
  const isAdmin = useSession((s) => s.user?.role) === 'ADMIN';
  const queue = useFailedDebits();
  const debits: FailedDebit[] = queue.data ?? [];
  const act = useDebitActionMutation();
  const { status, setStatus, error: actionError, run } = useConsoleAction();
  const error = actionError || (queue.error ? errorMessage(queue.error) : '');

  const onAction = (d: FailedDebit, action: DebitAction) =>
    run(async () => setStatus(`${d.memberName}: ${(await act.mutateAsync({ id: d.id, action })).message}`));

  return (
    <Stack>
      <ConsoleMessages status={status} error={error} />
      <ConsoleSection title="Debits owed">
        <DataTable
          rows={debits}
          loading={queue.isPending && <Text>Loading failed payments...</Text>}
          empty="No failed payments: every debit has been collected."
          columns={['Member', 'Debit', 'Due', 'Amount', 'Tries', 'Last reason', 'Next try', 'Action']}
          cells={(d) => [
            memberLabel(d.memberName, d.memberNumber),
            d.description,
            ddmmyyyy(d.dueDate),
            formatMoney(d.amountCents),
            d.attempts,
            d.lastReason,
            d.status === 'exhausted' ? 'No retries left' : ddmmyyyy(d.nextAttemptOn),
          ]}
          actions={(d) => (
            <>
              <Button size="xs" onClick={() => void onAction(d, 'retry')} aria-label={`Retry now ${d.memberName}`}>
                Retry now
              </Button>
              <Button size="xs" variant="outline" onClick={() => void onAction(d, 'desk-payment')} aria-label={`Paid at the desk ${d.memberName}`}>
                Paid at the desk
              </Button>
              <Button size="xs" variant="outline" color="red" onClick={() => void onAction(d, 'waive')} aria-label={`Waive ${d.memberName}`}>
                Waive
              </Button>
            </>
          )}
        />
      </ConsoleSection>
      {isAdmin && <PaymentGatewayStatusPanel />}
      {isAdmin && <BillingSettingsForm onSaved={setStatus} run={run} />}
      {isAdmin && <RefundForm onDone={setStatus} run={run} />}
      {isAdmin && <FinanceExport />}
    </Stack>
  );
}

type Run = (action: () => Promise<unknown>) => Promise<void>;

function BillingSettingsForm({ onSaved, run }: { onSaved: (s: string) => void; run: Run }) {
  const settings = useBillingSettings(true);
  const save = useSaveSettingsMutation();
  const form = useForm({
    initialValues: { retryDays: '3, 7, 14', stopBookingsAfter: '' },
    validate: {
      retryDays: (v) => (parseRetryDays(v) ? null : RETRY_DAYS_TEXT),
      stopBookingsAfter: (v) => (parseStopAfter(v) === undefined ? STOP_AFTER_TEXT : null),
    },
  });
  const loaded = settings.data;
  useEffect(() => {
    if (loaded) form.setValues({ retryDays: loaded.retryDays.join(', '), stopBookingsAfter: loaded.stopBookingsAfter === null ? '' : String(loaded.stopBookingsAfter) });
    // The form takes the server's values once they arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);
  const onSubmit = form.onSubmit((v) =>
    void run(async () => {
      await save.mutateAsync({ retryDays: parseRetryDays(v.retryDays) ?? [], stopBookingsAfter: parseStopAfter(v.stopBookingsAfter) ?? null });
      onSaved('The billing settings are saved.');
    }),
  );
  return (
    <ConsoleSection title="Retries and bookings" framed>
      <form onSubmit={onSubmit}>
        <Stack>
          <TextInput label="Try a declined debit again after (days)" maxLength={40} {...form.getInputProps('retryDays')} />
          <TextInput label="Stop bookings after this many failed debits (empty: never)" maxLength={2} {...form.getInputProps('stopBookingsAfter')} />
          <Group>
            <Button type="submit">Save settings</Button>
          </Group>
        </Stack>
      </form>
    </ConsoleSection>
  );
}

function RefundForm({ onDone, run }: { onDone: (s: string) => void; run: Run }) {
  const refund = useRefundMutation();
  // One key per refund the ADMIN means: a double click or a retry after a network error refunds once.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const form = useForm({
    initialValues: { receipt: '', amount: '', reason: '' },
    validate: {
      receipt: (v) => (parseReceipt(v) ? null : RECEIPT_TEXT),
      amount: (v) => (parseDollars(v) ? null : AMOUNT_TEXT),
      reason: (v) => (v.trim() ? null : REASON_TEXT),
    },
  });
  const onSubmit = form.onSubmit((v) =>
    void run(async () => {
      const result = await refund.mutateAsync({ paymentId: parseReceipt(v.receipt)!, body: { amountCents: parseDollars(v.amount)!, reason: v.reason.trim() }, key });
      onDone(`Refund of ${formatMoney(result.amountCents)} on R-${result.paymentId}: ${result.message} (${formatMoney(result.refundedCents)} refunded in all).`);
      setKey(crypto.randomUUID());
      form.reset();
    }),
  );
  return (
    <ConsoleSection title="Refund a payment" framed>
      <form onSubmit={onSubmit}>
        <Stack>
          <Text size="sm">The receipt number is on the member&apos;s receipt and in the finance export. Part of a payment may be refunded.</Text>
          <Group align="flex-start">
            <TextInput label="Receipt number" maxLength={12} {...form.getInputProps('receipt')} />
            <TextInput label="Amount ($)" maxLength={10} {...form.getInputProps('amount')} />
            <TextInput label="Reason" maxLength={TEXT_LIMITS.refundReason} {...form.getInputProps('reason')} />
          </Group>
          <Group>
            <Button type="submit" color="red">
              Refund
            </Button>
          </Group>
        </Stack>
      </form>
    </ConsoleSection>
  );
}

function FinanceExport() {
  // This month so far, in the club's calendar (the export counts club-local days).
  const today = useClubToday();
  const [from, setFrom] = useState(() => `${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  return (
    <ConsoleSection title="Finance export" framed>
      <Text size="sm">Payments, refunds, failures and GST of the period as a spreadsheet (CSV).</Text>
      <Group align="flex-end">
        <TextInput type="date" label="From" maxLength={10} value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
        <TextInput type="date" label="To" maxLength={10} value={to} onChange={(e) => setTo(e.currentTarget.value)} />
        <Anchor href={financeExportUrl(from, to)} download>
          Download CSV
        </Anchor>
      </Group>
    </ConsoleSection>
  );
}
