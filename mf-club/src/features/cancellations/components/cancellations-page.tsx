// ADMIN: members' cancellations, requests waiting for an answer first; approve ends the membership
// as quoted, decline tells the member why.
import { Badge, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Dialog, formatDisplayDate, formatMoney, LoadingText, TEXT_LIMITS, ErrorAlert, DataTable } from '@portal/shared';
import type { ConsoleCancellation } from '@portal/shared/contracts';
import { useState } from 'react';
import { memberLabel } from '../../../common/member-label';
import { useCancellations, useDecideCancellation } from '../api/cancellations';
import { NEW_DECLINE, validateDecline } from '../lib/decline-rules';

const STATUS: Record<ConsoleCancellation['status'], { label: string; color: string }> = {
  requested: { label: 'Waiting for an answer', color: 'yellow' },
  confirmed: { label: 'Cancelled', color: 'red' },
  declined: { label: 'Declined', color: 'gray' },
  withdrawn: { label: 'Withdrawn', color: 'gray' },
};

function DeclineDialog({ request, onClose }: { request: ConsoleCancellation | null; onClose: () => void }) {
  const decide = useDecideCancellation();
  const form = useForm({ initialValues: NEW_DECLINE, validate: validateDecline, validateInputOnBlur: true });
  const close = () => {
    form.reset();
    decide.reset();
    onClose();
  };
  return (
    <Dialog opened={request !== null} onClose={close} title={`Decline ${request?.reference ?? ''}`}>
      <form onSubmit={form.onSubmit((v) => {
        if (request) decide.mutate({ id: request.id, body: { decision: 'decline', note: v.note } }, { onSuccess: close });
      })} noValidate>
        <Stack>
          <Textarea label="Why (the member sees this)" required maxLength={TEXT_LIMITS.notes} autosize minRows={2} {...form.getInputProps('note')} />
          <ErrorAlert error={decide.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Back
            </Button>
            <Button type="submit" color="red" loading={decide.isPending}>
              Decline request
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}

export function CancellationsPage() {
  const list = useCancellations();
  const decide = useDecideCancellation();
  const [declining, setDeclining] = useState<ConsoleCancellation | null>(null);
  if (list.isPending) return <LoadingText />;
  const rows = list.data ?? [];
  return (
    <Stack>
      <Text size="sm">A member cancels from /membership with the notice and minimum term of their membership type. When the club takes requests only (Features), each request waits here for an answer.</Text>
      <ErrorAlert error={decide.error} />
      <DataTable
        striped
        aria-label="Cancellations"
        rows={rows}
        empty="No cancellations yet."
        columns={['Reference', 'Member', 'Membership', 'Asked on', 'Last day', 'Debits to come', 'Fee', 'Reason', 'Status', '']}
        cells={(c) => [
          c.reference,
          memberLabel(c.memberName, c.memberNumber),
          c.membershipName,
          formatDisplayDate(c.requestedOn),
          formatDisplayDate(c.effectiveDate),
          `${c.remainingDebits.length} (${formatMoney(c.remainingDebitsCents)})`,
          formatMoney(c.feeCents),
          c.reason,
          <Badge color={STATUS[c.status].color}>{STATUS[c.status].label}</Badge>,
        ]}
        actions={(c) =>
          c.status === 'requested' && (
            <>
              <Button size="xs" loading={decide.isPending && decide.variables?.id === c.id} onClick={() => decide.mutate({ id: c.id, body: { decision: 'approve', note: '' } })}>
                Approve
              </Button>
              <Button size="xs" variant="outline" color="red" onClick={() => setDeclining(c)}>
                Decline
              </Button>
            </>
          )
        }
      />
      <DeclineDialog request={declining} onClose={() => setDeclining(null)} />
    </Stack>
  );
}
