import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** A table's header row: one header cell per column, in order (an empty one for a column of buttons). */
export function TableHead({ columns }: { columns: ReactNode[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column, i) => (
          // The columns are fixed for the table's life: their place is their identity.
          <Table.Th key={i}>{column}</Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
