import { Group, Table, Text, type TableProps } from '@mantine/core';
import { LoadingText } from '../loading-text/loading-text';
import { TableHead } from '../table-head/table-head';
import type { Key, ReactNode } from 'react';

interface Props<Row> extends Omit<TableProps, 'children'> {
  rows: Row[];
  /** The header row; a table without one leaves it out. */
  columns?: string[];
  cells: (row: Row, index: number) => ReactNode[];
  /** The row's buttons, in the last cell. */
  actions?: (row: Row, index: number) => ReactNode;
  /** Defaults to the row's id. */
  rowKey?: (row: Row, index: number) => Key;
  /** Said instead of the table when there are no rows (without it an empty table stays). */
  empty?: ReactNode;
  /** While the rows are on their way: true says the shared waiting text, a node says itself. */
  loading?: boolean | ReactNode;
}

const idOf = (row: unknown, index: number): Key => (row as { id?: Key }).id ?? index;

/** A list as a table: a row a record, its cells, its buttons last, and what to say while loading or empty. */
export function DataTable<Row>({ rows, columns, cells, actions, rowKey = idOf, empty, loading, ...table }: Props<Row>) {
  if (loading) return loading === true ? <LoadingText /> : <>{loading}</>;
  if (empty !== undefined && rows.length === 0) return <Text>{empty}</Text>;
  return (
    <Table {...table}>
      {columns && <TableHead columns={columns} />}
      <Table.Tbody>
        {rows.map((row, i) => (
          <Table.Tr key={rowKey(row, i)}>
            {cells(row, i).map((cell, j) => (
              // The columns are fixed for the table's life: their place is their identity.
              <Table.Td key={j}>{cell}</Table.Td>
            ))}
            {actions && (
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {actions(row, i)}
                </Group>
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
