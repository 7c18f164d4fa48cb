import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '@portal/shared';
import type { MemberTotals } from '@portal/shared/contracts';
import { csvUrl, type Range, useMembersReport } from '../api/insights';
import { FigureTable, type FigureColumn, type OpenFigure } from './figure-table';
import { ReportChart } from './report-chart';
import { SlippingAway } from './slipping-away';

const COLUMNS: Array<FigureColumn<MemberTotals>> = [
  { metric: 'joins', label: 'Joins', value: (r) => r.joins },
  { metric: 'cancellations', label: 'Cancellations', value: (r) => r.cancellations },
  { metric: 'freezes', label: 'Freezes', value: (r) => r.freezes },
  { metric: null, label: 'Net change', value: (r) => r.net },
];

/** Members: joins, cancellations, freezes and net change by week; members by type; who is slipping away. */
export function MembersReport({ range, onOpen }: { range: Range; onOpen: OpenFigure }) {
  const report = useMembersReport(range);
  if (report.error) return <Text role="alert" c="red.9">{errorMessage(report.error)}</Text>;
  if (!report.data) return <Text>Loading members...</Text>;
  const r = report.data;
  const byTypeTotal = { members: r.byType.reduce((n, x) => n + x.members, 0) };
  return (
    <Stack>
      <Group justify="flex-end">
        <Anchor href={csvUrl('members', range)} download c="blue.9">
          Download members CSV
        </Anchor>
      </Group>
      <ReportChart
        title="Joins, cancellations, freezes and net change by week"
        data={r.rows.map((x) => ({ label: x.label, joins: x.joins, cancellations: x.cancellations, freezes: x.freezes, net: x.net }))}
        series={[
          { name: 'joins', label: 'Joins', color: 'teal.7' },
          { name: 'cancellations', label: 'Cancellations', color: 'red.7' },
          { name: 'freezes', label: 'Freezes', color: 'blue.7' },
          { name: 'net', label: 'Net change', color: 'gray.8' },
        ]}
      />
      <FigureTable
        caption="Members by week, with the previous period's totals"
        groupLabel="Week"
        rows={r.rows}
        columns={COLUMNS}
        totals={r.totals}
        previous={r.previous}
        onOpen={(key, metric, title) => onOpen({ report: 'members', by: 'week', key: key ?? undefined, metric }, title)}
      />
      <Title order={3}>Members by membership type</Title>
      <ReportChart title="Live members by membership type on the range's last day" data={r.byType.map((x) => ({ label: x.label, members: x.members }))} series={[{ name: 'members', label: 'Members', color: 'blue.7' }]} />
      <FigureTable
        caption="Live members by membership type on the range's last day"
        groupLabel="Membership type"
        rows={r.byType}
        columns={[{ metric: 'members', label: 'Members', value: (x: { members: number }) => x.members }]}
        totals={byTypeTotal}
        onOpen={(key, metric, title) => onOpen({ report: 'members', by: 'type', key: key ?? undefined, metric }, title)}
      />
      <SlippingAway />
    </Stack>
  );
}
