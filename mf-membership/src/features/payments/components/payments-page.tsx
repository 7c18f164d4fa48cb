// /payments: the debits to come, then every charge and direct debit with a tax-invoice receipt; a failed one offers Retry.
import { Anchor, Badge, Button, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage, LoadingText, formatDisplayDate, formatMoney, notifyWarning, TableHead, announceChange, useErrorNotice } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import type { PaymentHistoryItem } from '@portal/shared/contracts';
import { fetchPayments } from '../api/payments-api';
import { membershipKeys } from '../../../common/query-keys';
import { RetryDialog } from './retry-dialog';
import { UpcomingDebits } from './upcoming-debits';

const STATUS_COLOR = { approved: 'green', declined: 'red', failed: 'red', pending: 'yellow', requires_action: 'orange' } as const;
const STATUS_LABEL = { approved: 'Paid', declined: 'Declined', failed: 'Failed', pending: 'Processing', requires_action: 'Awaiting confirmation' } as const;

export function PaymentsPage() {
  const query = useQuery({ queryKey: membershipKeys.payments, queryFn: fetchPayments });
  const items = query.isError ? [] : (query.data ?? null);
  useErrorNotice(query.error, (error) => notifyWarning(errorMessage(error)));
  const [retrying, setRetrying] = useState<PaymentHistoryItem | null>(null);
  // A retried payment: this list, the dues and the dashboard re-read.
  const load = () => announceChange('membership', 'outstanding');

  return (
    <Stack>
      <UpcomingDebits />
      {items === null ? (
        <LoadingText />
      ) : items.length === 0 ? (
        <Text role="status">No payments yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped aria-label="Payments">
            <TableHead columns={['Date', 'What for', 'Amount', 'Status', 'Card', 'Receipt']} />
            <Table.Tbody>
              {items.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{formatDisplayDate(p.date)}</Table.Td>
                  <Table.Td>{p.description}</Table.Td>
                  <Table.Td>
                    {formatMoney(p.amountCents)}
                    {p.refundedCents ? (
                      <Text size="xs" c="dimmed">
                        Refunded {formatMoney(p.refundedCents)}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOR[p.status]} variant="light">
                      {STATUS_LABEL[p.status]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{p.cardLast4 ? `•••• ${p.cardLast4}` : p.kind === 'direct_debit' ? 'Direct debit' : ''}</Table.Td>
                  <Table.Td>
                    {p.receiptUrl ? (
                      <Anchor href={p.receiptUrl} download aria-label={`Receipt ${formatDisplayDate(p.date)} ${p.description}`}>
                        Receipt (PDF)
                      </Anchor>
                    ) : p.canRetry ? (
                      <Button size="xs" onClick={() => setRetrying(p)}>
                        Retry
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <RetryDialog
        payment={retrying}
        onClose={() => setRetrying(null)}
        onPaid={() => {
          setRetrying(null);
          load();
        }}
      />
    </Stack>
  );
}
