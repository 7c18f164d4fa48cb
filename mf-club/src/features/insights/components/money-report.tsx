import { Anchor, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { errorMessage, formatMoney } from '@portal/shared';
import type { MoneyGroup, MoneyTotals } from '@portal/shared/contracts';
import { useState } from 'react';
import { csvUrl, type Range, useMoney } from '../api/insights';
import { FigureTable, type FigureColumn, type OpenFigure } from './figure-table';
import { ReportChart } from './report-chart';

const COLUMNS: Array<FigureColumn<MoneyTotals>> = [
  { metric: 'collected', label: 'Collected', value: (r) => r.collectedCents, format: formatMoney },
  { metric: 'failed', label: 'Failed', value: (r) => r.failedCents, format: formatMoney },
  { metric: 'failed', label: 'Failed payments', value: (r) => r.failedCount },
  { metric: 'refunded', label: 'Refunded', value: (r) => r.refundedCents, format: formatMoney },
  { metric: 'outstanding', label: 'Outstanding', value: (r) => r.outstandingCents, format: formatMoney },
];

const dollars = (cents: number) => Math.round(cents) / 100;

/** Money: collected, failed, refunded and outstanding by day or product, and the failed-payments trend. */
export function MoneyReport({ range, onOpen }: { range: Range; onOpen: OpenFigure }) {
  const [by, setBy] = useState<MoneyGroup>('day');
  const report = useMoney(range, by);
  if (report.error) return <Text role="alert" c="red.9">{errorMessage(report.error)}</Text>;
  if (!report.data) return <Text>Loading money...</Text>;
  const r = report.data;
  const groupLabel = by === 'day' ? 'Day' : 'Product';
  return (
    <Stack>
      <Group justify="space-between">
        <SegmentedControl aria-label="Group money by" value={by} onChange={(v) => setBy(v as MoneyGroup)} data={[{ value: 'day', label: 'Day' }, { value: 'product', label: 'Product' }]} />
        <Anchor href={csvUrl('money', range, by)} download c="blue.9">
          Download money CSV
        </Anchor>
      </Group>
      <ReportChart
        title={`Money by ${groupLabel.toLowerCase()} (dollars)`}
        data={r.rows.map((x) => ({ label: x.label, collected: dollars(x.collectedCents), failed: dollars(x.failedCents), refunded: dollars(x.refundedCents), outstanding: dollars(x.outstandingCents) }))}
        valueFormatter={(n) => formatMoney(Math.round(n * 100))}
        series={[
          { name: 'collected', label: 'Collected', color: 'teal.7' },
          { name: 'failed', label: 'Failed', color: 'red.7' },
          { name: 'refunded', label: 'Refunded', color: 'orange.7' },
          { name: 'outstanding', label: 'Outstanding', color: 'violet.7' },
        ]}
      />
      {by === 'day' && <ReportChart title="Failed payments by day" kind="line" data={r.rows.map((x) => ({ label: x.label, failedCount: x.failedCount }))} series={[{ name: 'failedCount', label: 'Failed payments', color: 'red.8' }]} />}
      <FigureTable
        caption={`Money by ${groupLabel.toLowerCase()}, with the previous period's totals`}
        groupLabel={groupLabel}
        rows={r.rows}
        columns={COLUMNS}
        totals={r.totals}
        previous={r.previous}
        onOpen={(key, metric, title) => onOpen({ report: 'money', by, key: key ?? undefined, metric }, title)}
      />
    </Stack>
  );
}
