import { Anchor, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { errorMessage } from '@portal/shared';
import type { AttendanceGroup, AttendanceTotals } from '@portal/shared/contracts';
import { useState } from 'react';
import { csvUrl, type Range, useAttendance } from '../api/insights';
import { FigureTable, type FigureColumn, type OpenFigure } from './figure-table';
import { ReportChart } from './report-chart';

const GROUPS: Array<{ value: AttendanceGroup; label: string }> = [
  { value: 'class', label: 'Class' },
  { value: 'slot', label: 'Time slot' },
  { value: 'weekday', label: 'Weekday' },
  { value: 'instructor', label: 'Instructor' },
];

const COLUMNS: Array<FigureColumn<AttendanceTotals>> = [
  { metric: 'bookings', label: 'Bookings', value: (r) => r.bookings },
  { metric: 'checkIns', label: 'Check-ins', value: (r) => r.checkIns },
  { metric: 'noShows', label: 'No-shows', value: (r) => r.noShows },
  { metric: 'lateCancels', label: 'Late cancels', value: (r) => r.lateCancels },
  { metric: 'waitlisted', label: 'Waitlisted', value: (r) => r.waitlisted },
  { metric: null, label: 'Fill rate', value: (r) => r.fillRate, format: (n) => `${n.toFixed(1)}%` },
];

/** Attendance: bookings, check-ins, no-shows, late cancels and the waiting list by class, slot, weekday or instructor. */
export function AttendanceReport({ range, onOpen }: { range: Range; onOpen: OpenFigure }) {
  const [by, setBy] = useState<AttendanceGroup>('class');
  const report = useAttendance(range, by);
  const groupLabel = GROUPS.find((g) => g.value === by)!.label;
  if (report.error) return <Text role="alert" c="red.9">{errorMessage(report.error)}</Text>;
  if (!report.data) return <Text>Loading attendance...</Text>;
  const r = report.data;
  return (
    <Stack>
      <Group justify="space-between">
        <SegmentedControl aria-label="Group attendance by" value={by} onChange={(v) => setBy(v as AttendanceGroup)} data={GROUPS} />
        <Anchor href={csvUrl('attendance', range, by)} download c="blue.9">
          Download attendance CSV
        </Anchor>
      </Group>
      <ReportChart
        title={`Attendance by ${groupLabel.toLowerCase()}`}
        data={r.rows.map((x) => ({ label: x.label, bookings: x.bookings, checkIns: x.checkIns, noShows: x.noShows, lateCancels: x.lateCancels, waitlisted: x.waitlisted }))}
        series={[
          { name: 'bookings', label: 'Bookings', color: 'blue.7' },
          { name: 'checkIns', label: 'Check-ins', color: 'teal.7' },
          { name: 'noShows', label: 'No-shows', color: 'orange.7' },
          { name: 'lateCancels', label: 'Late cancels', color: 'red.7' },
          { name: 'waitlisted', label: 'Waitlisted', color: 'violet.7' },
        ]}
      />
      <FigureTable
        caption={`Attendance by ${groupLabel.toLowerCase()}, with the previous period's totals`}
        groupLabel={groupLabel}
        rows={r.rows}
        columns={COLUMNS}
        totals={r.totals}
        previous={r.previous}
        onOpen={(key, metric, title) => onOpen({ report: 'attendance', by, key: key ?? undefined, metric }, title)}
      />
    </Stack>
  );
}
