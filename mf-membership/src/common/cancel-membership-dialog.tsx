// Cancel online: what cancelling means (the server's quote), then confirm; the confirmation shows
// the reference and the same effective date and debits the e-mail and /membership show. The member
// cancels their own on /membership; a household payer cancels a dependant's on /household (`name`
// says whose, `cancel` is the write for that target).
import { Alert, Button, Group, List, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Dialog, formatDisplayDate, formatMoney, TEXT_LIMITS, ErrorAlert } from '@portal/shared';
import type { Cancellation, CancellationQuote, Debit } from '@portal/shared/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { NEW_CANCEL, validateCancel } from './cancel-rules';
import { DetailsTable } from './details-table';

/** The confirm write: the member's own cancel, or the payer's for a dependant. */
export type CancelMutation = UseMutationResult<Cancellation, Error, string>;

export function DebitList({ debits, totalCents }: { debits: Debit[]; totalCents: number }) {
  if (!debits.length) return <Text>No debits still to come.</Text>;
  return (
    <Stack gap={4}>
      <Text>
        Debits still to come: {debits.length}, {formatMoney(totalCents)} in all
      </Text>
      <List size="sm" aria-label="Debits still to come">
        {debits.map((d) => (
          <List.Item key={d.date}>
            {formatDisplayDate(d.date)}: {formatMoney(d.amountCents)}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** The fee as the debit it becomes: billing takes it the day after the last day, from whoever pays. */
export function FeeLine({ feeCents, feeDueDate }: { feeCents: number; feeDueDate: string }) {
  if (feeCents <= 0) return null;
  return (
    <Text>
      Early cancellation fee: {formatMoney(feeCents)}, debited on {formatDisplayDate(feeDueDate)}
    </Text>
  );
}

function QuoteTable({ quote, whose }: { quote: CancellationQuote; whose: string }) {
  const rows: [string, string][] = [
    ['Membership', quote.membershipName],
    ['Notice period', `${quote.noticeDays} days`],
    ['Minimum term', quote.minimumPeriodMonths ? `${quote.minimumPeriodMonths} months, until ${formatDisplayDate(quote.minimumTermEnds)}` : 'None'],
    [`Last day of ${whose} membership`, formatDisplayDate(quote.effectiveDate)],
    ['Early cancellation fee', quote.feeCents > 0 ? `${formatMoney(quote.feeCents)}, debited on ${formatDisplayDate(quote.feeDueDate)}` : formatMoney(0)],
  ];
  return <DetailsTable label="What cancelling means" rows={rows} />;
}

export function CancelMembershipDialog({ opened, quote, onClose, cancel, name }: {
  opened: boolean;
  quote: CancellationQuote;
  onClose: () => void;
  cancel: CancelMutation;
  /** The dependant the payer cancels for; none for the member's own. */
  name?: string;
}) {
  const whose = name ? `${name}’s` : 'your';
  const Whose = name ? `${name}’s` : 'Your';
  const [done, setDone] = useState<Cancellation | null>(null);
  const form = useForm({ initialValues: NEW_CANCEL, validate: validateCancel, validateInputOnBlur: true });
  const request = quote.mode === 'request';
  const close = () => {
    setDone(null);
    cancel.reset();
    form.reset();
    onClose();
  };
  return (
    <Dialog opened={opened} onClose={close} title={request ? 'Request a cancellation' : 'Cancel Membership'} size="lg">
      {done ? (
        <Stack>
          <Alert color="green" title={done.status === 'requested' ? 'Request sent' : 'Cancelled'}>
            {done.status === 'requested'
              ? `Your request ${done.reference} is with the club. If it is approved, ${whose} membership ends on ${formatDisplayDate(done.effectiveDate)}.`
              : `${Whose} membership ends on ${formatDisplayDate(done.effectiveDate)}. Reference ${done.reference}; we have e-mailed you the details.`}
          </Alert>
          <DebitList debits={done.remainingDebits} totalCents={done.remainingDebitsCents} />
          <FeeLine feeCents={done.feeCents} feeDueDate={done.feeDueDate} />
          <Group justify="flex-end">
            <Button onClick={close}>Close</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={form.onSubmit((v) => cancel.mutate(v.reason, { onSuccess: setDone }))} noValidate>
          <Stack>
            <QuoteTable quote={quote} whose={whose} />
            <DebitList debits={quote.remainingDebits} totalCents={quote.remainingDebitsCents} />
            {quote.refusal ? (
              <Alert color="red" role="alert">
                {quote.refusal}
              </Alert>
            ) : (
              <>
                <Text size="sm">Bookings after {name ? `${name}’s` : 'your'} last day are cancelled, free of charge. You can withdraw the cancellation until that day.</Text>
                <Textarea label="Reason (optional)" maxLength={TEXT_LIMITS.comments} autosize minRows={2} {...form.getInputProps('reason')} />
              </>
            )}
            <ErrorAlert error={cancel.error} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {name ? `Keep ${name}’s membership` : 'Keep my membership'}
              </Button>
              {!quote.refusal && (
                <Button type="submit" color="red" loading={cancel.isPending}>
                  {request ? 'Send cancellation request' : name ? `Cancel ${name}’s membership` : 'Cancel my membership'}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      )}
    </Dialog>
  );
}
