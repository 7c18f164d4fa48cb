import type { AttendanceGroup, AttendanceTotals } from '@portal/shared/contracts';
import { type Range, useAttendance } from '../api/insights';
import type { FigureColumn, OpenFigure } from './figure-table';
import { GroupedReport } from './grouped-report';
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
  return (
    <GroupedReport report="attendance" groups={GROUPS} useData={useAttendance} columns={COLUMNS} range={range} onOpen={onOpen}
      charts={(r, groupLabel) => (
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
      )}
    />
  );
}
