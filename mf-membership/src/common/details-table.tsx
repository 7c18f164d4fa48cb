import { Table } from '@mantine/core';

/** Label and value rows (a membership's details, what cancelling means), read as a two-column table. */
export function DetailsTable({ label, rows }: { label: string; rows: [string, string][] }) {
  return (
    <Table aria-label={label}>
      <Table.Tbody>
        {rows.map(([k, v]) => (
          <Table.Tr key={k}>
            <Table.Th>{k}</Table.Th>
            <Table.Td>{v}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
