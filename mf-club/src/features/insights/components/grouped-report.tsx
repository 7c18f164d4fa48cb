import { Anchor, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { errorMessage } from '@portal/shared';
import type { DrillQuery } from '@portal/shared/contracts';
import { useState, type ReactNode } from 'react';
import { csvUrl, type Range } from '../api/insights';
import { FigureTable, type FigureColumn, type OpenFigure } from './figure-table';

interface Figures<T> {
  rows: Array<T & { key: string; label: string }>;
  totals: T;
  previous: T;
}

interface Props<G extends string, T, R extends Figures<T>> {
  report: 'attendance' | 'money';
  range: Range;
  groups: Array<{ value: G; label: string }>;
  /** The report's query for the range, grouped one way. */
  useData: (range: Range, by: G) => { error: unknown; data?: R };
  columns: Array<FigureColumn<T>>;
  /** The charts above the table, for the report, its group's label and its grouping. */
  charts: (report: R, groupLabel: string, by: G) => ReactNode;
  onOpen: OpenFigure;
}

/**
 * A report grouped one of several ways (the first to start with): the grouping and its CSV, its
 * charts, then its figures against the previous period.
 */
export function GroupedReport<G extends string, T, R extends Figures<T>>({ report, range, groups, useData, columns, charts, onOpen }: Props<G, T, R>) {
  const [by, setBy] = useState<G>(groups[0]!.value);
  const query = useData(range, by);
  if (query.error) return <Text role="alert" c="red.9">{errorMessage(query.error)}</Text>;
  if (!query.data) return <Text>{`Loading ${report}...`}</Text>;
  const r = query.data;
  const groupLabel = groups.find((g) => g.value === by)!.label;
  const title = `${report[0]!.toUpperCase()}${report.slice(1)}`;
  return (
    <Stack>
      <Group justify="space-between">
        <SegmentedControl aria-label={`Group ${report} by`} value={by} onChange={(v) => setBy(v as G)} data={groups} />
        <Anchor href={csvUrl(report, range, by)} download c="blue.9">
          {`Download ${report} CSV`}
        </Anchor>
      </Group>
      {charts(r, groupLabel, by)}
      <FigureTable
        caption={`${title} by ${groupLabel.toLowerCase()}, with the previous period's totals`}
        groupLabel={groupLabel}
        rows={r.rows}
        columns={columns}
        totals={r.totals}
        previous={r.previous}
        onOpen={(key, metric, figure) => onOpen({ report, by, key: key ?? undefined, metric } as Omit<DrillQuery, 'from' | 'to'>, figure)}
      />
    </Stack>
  );
}
