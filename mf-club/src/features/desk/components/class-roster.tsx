import { Badge, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog, DataTable } from '@portal/shared';
import type { DeskClass } from '@portal/shared/contracts';
import { memberLabel } from '../../../common/member-label';
import { CapacityForm } from './capacity-form';

interface Props {
  item: DeskClass;
  onAttendance: (bookingId: number, checkedIn: boolean) => void;
  onCancel: (scheduleId: number) => void;
  /** Attendance is taken on the class's day only. */
  isToday?: boolean;
  /** ADMIN only: set when the class's capacity may be changed (see CapacityForm). */
  onCapacity?: (scheduleId: number, capacity: number) => Promise<string>;
}

/** One class of the desk's day: counts, the roster with attendance (today), capacity (ADMIN), cancel. */
export function ClassRoster({ item, onAttendance, onCancel, isToday = true, onCapacity }: Props) {
  const [confirming, setConfirming] = useState(false);
  const headingId = `class-${item.scheduleId}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} id={headingId}>
            {item.startTime} {item.className}
          </Title>
          {item.cancelled ? (
            <Badge color="red">Cancelled</Badge>
          ) : (
            <Button variant="outline" color="red" size="xs" onClick={() => setConfirming(true)}>
              Cancel {item.className} at {item.startTime}
            </Button>
          )}
        </Group>
        <Text>
          {item.instructor}
          {item.location ? `, ${item.location}` : ''}. Booked {item.booked} of {item.capacity}, waitlisted {item.waitlisted}, checked in{' '}
          {item.checkedIn}.
        </Text>
        {onCapacity && !item.cancelled && <CapacityForm key={item.capacity} item={item} onChange={onCapacity} />}
        {item.roster.length === 0 ? (
          <Text c="dimmed">Nobody is booked.</Text>
        ) : (
          <DataTable
            rows={item.roster}
            rowKey={(r) => r.bookingId}
            columns={['Member', 'Status', 'Attended']}
            cells={(r) => [
              memberLabel(r.name, r.memberNumber),
              r.status === 'Waiting' ? 'Waitlisted' : r.checkedIn ? 'Checked in' : 'Booked',
              r.status === 'Booked' && !item.cancelled && isToday ? (
                <Checkbox
                  aria-label={`${r.name} attended ${item.className}`}
                  checked={r.checkedIn}
                  onChange={(e) => onAttendance(r.bookingId, e.currentTarget.checked)}
                />
              ) : (
                '-'
              ),
            ]}
          />
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={`Cancel ${item.className} at ${item.startTime}?`}
        message="Every booked and waitlisted member is e-mailed and charged nothing for it."
        confirmLabel="Cancel the class"
        onConfirm={() => {
          setConfirming(false);
          onCancel(item.scheduleId);
        }}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
