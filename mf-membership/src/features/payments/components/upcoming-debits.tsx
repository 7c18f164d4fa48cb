// /payments' Upcoming debits: what the billing run will take and when (an early cancellation's
// fee, a late cancel's, a debit due); nothing shows while there is none.
import { Stack, Table, Title } from '@mantine/core';
import { formatDisplayDate, formatMoney, TableHead } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { membershipKeys } from '../../../common/query-keys';
import { fetchUpcomingDebits } from '../api/payments-api';

export function UpcomingDebits() {
  const query = useQuery({ queryKey: membershipKeys.upcomingDebits, queryFn: fetchUpcomingDebits });
  const items = query.data ?? [];
  if (!items.length) return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Upcoming debits
      </Title>
      <Table.ScrollContainer minWidth={480}>
        <Table striped aria-label="Upcoming debits">
          <TableHead columns={['Due', 'What for', 'Amount']} />
          <Table.Tbody>
            {items.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td>{formatDisplayDate(d.dueDate)}</Table.Td>
                <Table.Td>{d.description}</Table.Td>
                <Table.Td>{formatMoney(d.amountCents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
