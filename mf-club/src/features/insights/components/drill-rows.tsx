import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { errorMessage, formatMoney, TableHead } from '@portal/shared';
import type { DrillQuery } from '@portal/shared/contracts';
import { useDrill } from '../api/insights';

/** The rows behind the figure last opened, below the reports; Close hands the focus back to the page. */
export function DrillRows({ query, title, onClose }: { query: DrillQuery | null; title: string; onClose: () => void }) {
  const drill = useDrill(query);
  if (!query) return null;
  const rows = drill.data?.rows ?? [];
  const money = query.report === 'money';
  return (
    <Stack component="section" aria-labelledby="drill-title" gap="xs">
      <Group justify="space-between">
        <Title order={3} id="drill-title">
          Rows behind {title}
        </Title>
        <Button variant="outline" size="xs" onClick={onClose}>
          Close rows
        </Button>
      </Group>
      {drill.isPending ? (
        <Text>Loading rows...</Text>
      ) : drill.error ? (
        <Text role="alert" c="red.9">
          {errorMessage(drill.error)}
        </Text>
      ) : (
        <>
          <Text size="sm">{drill.data!.total > rows.length ? `The first ${rows.length} of ${drill.data!.total} rows.` : `${rows.length} rows.`}</Text>
          <Table striped withTableBorder aria-label={`Rows behind ${title}`}>
            <TableHead columns={['When', 'Member', 'Detail', ...(money ? ['Amount'] : [])]} />
            <Table.Tbody>
              {rows.map((r, i) => (
                // Rows have no id of their own; their order is fixed for the answer.
                <Table.Tr key={i}>
                  <Table.Td>{r.when}</Table.Td>
                  <Table.Td>{r.memberName ? `${r.memberName} (${r.memberNumber})` : ''}</Table.Td>
                  <Table.Td>{r.detail}</Table.Td>
                  {money && <Table.Td>{r.amountCents === null ? '' : formatMoney(r.amountCents)}</Table.Td>}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Stack>
  );
}
