import { formatMoney } from '@portal/shared';
import type { MoneyGroup, MoneyTotals } from '@portal/shared/contracts';
import { type Range, useMoney } from '../api/insights';
import type { FigureColumn, OpenFigure } from './figure-table';
import { GroupedReport } from './grouped-report';
import { ReportChart } from './report-chart';

const COLUMNS: Array<FigureColumn<MoneyTotals>> = [
  { metric: 'collected', label: 'Collected', value: (r) => r.collectedCents, format: formatMoney },
  { metric: 'failed', label: 'Failed', value: (r) => r.failedCents, format: formatMoney },
  { metric: 'failed', label: 'Failed payments', value: (r) => r.failedCount },
  { metric: 'refunded', label: 'Refunded', value: (r) => r.refundedCents, format: formatMoney },
  { metric: 'outstanding', label: 'Outstanding', value: (r) => r.outstandingCents, format: formatMoney },
];

const GROUPS: Array<{ value: MoneyGroup; label: string }> = [
  { value: 'day', label: 'Day' },
  { value: 'product', label: 'Product' },
];

const dollars = (cents: number) => Math.round(cents) / 100;

/** Money: collected, failed, refunded and outstanding by day or product, and the failed-payments trend. */
export function MoneyReport({ range, onOpen }: { range: Range; onOpen: OpenFigure }) {
  return (
    <GroupedReport report="money" groups={GROUPS} useData={useMoney} columns={COLUMNS} range={range} onOpen={onOpen}
      charts={(r, groupLabel, by) => (
        <>
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
        </>
      )}
    />
  );
}
