import { Anchor, Table, Text } from '@mantine/core';
import { TableHead } from '@portal/shared';
import type { DrillQuery, InsightMetric } from '@portal/shared/contracts';
import { change } from '../lib/range-rules';

/** Opens the rows behind a figure (the page adds its range). */
export type OpenFigure = (query: Omit<DrillQuery, 'from' | 'to'>, title: string) => void;

/** One column of figures: its metric (the rows behind it), its heading and how it prints. */
export interface FigureColumn<T> {
  metric: InsightMetric | null;
  label: string;
  value: (row: T) => number;
  format?: (n: number) => string;
}

interface Props<T> {
  caption: string;
  groupLabel: string;
  rows: Array<T & { key: string; label: string }>;
  columns: Array<FigureColumn<T>>;
  totals: T;
  previous?: T;
  previousLabel?: string;
  /** Opens the rows behind a figure: the group's key (null: the total) and the metric. */
  onOpen: (key: string | null, metric: InsightMetric, title: string) => void;
}

/**
 * A report's table beside its chart (the chart's text alternative): every figure with a metric
 * is a button that opens the rows behind it, then the total and the previous period's total.
 */
export function FigureTable<T>({ caption, groupLabel, rows, columns, totals, previous, previousLabel, onOpen }: Props<T>) {
  const cell = (row: T, key: string | null, rowLabel: string, c: FigureColumn<T>) => {
    const n = c.value(row);
    const shown = c.format ? c.format(n) : String(n);
    if (!c.metric || n === 0) return shown;
    const metric = c.metric;
    return (
      <Anchor component="button" type="button" c="blue.9" td="underline" aria-label={`${c.label}, ${rowLabel}: ${shown}`} onClick={() => onOpen(key, metric, `${c.label}: ${rowLabel}`)}>
        {shown}
      </Anchor>
    );
  };
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped withTableBorder>
        <Table.Caption>{caption}</Table.Caption>
        <TableHead columns={[groupLabel, ...columns.map((c) => c.label)]} />
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length + 1}>
                <Text size="sm">Nothing in this range.</Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((r) => (
              <Table.Tr key={r.key}>
                <Table.Th scope="row">{r.label}</Table.Th>
                {columns.map((c) => (
                  <Table.Td key={c.label}>{cell(r, r.key, r.label, c)}</Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">Total</Table.Th>
            {columns.map((c) => (
              <Table.Td key={c.label} fw={700} data-total={c.label}>
                {cell(totals, null, 'total', c)}
              </Table.Td>
            ))}
          </Table.Tr>
          {previous && (
            <Table.Tr>
              <Table.Th scope="row">{previousLabel ?? 'Previous period'}</Table.Th>
              {columns.map((c) => {
                const p = c.value(previous);
                return (
                  <Table.Td key={c.label}>
                    {c.format ? c.format(p) : p} ({change(c.value(totals), p)})
                  </Table.Td>
                );
              })}
            </Table.Tr>
          )}
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
