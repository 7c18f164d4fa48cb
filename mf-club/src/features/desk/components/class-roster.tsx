import { Badge, Button, Checkbox, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog, TableHead } from '@portal/shared';
import type { DeskClass } from '@portal/shared/contracts';

interface Props {
  item: DeskClass;
  onAttendance: (bookingId: number, checkedIn: boolean) => void;
  onCancel: (scheduleId: number) => void;
}

/** One of today's classes: counts, the roster with an attendance checkbox per booked member, cancel. */
export function ClassRoster({ item, onAttendance, onCancel }: Props) {
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
        {item.roster.length === 0 ? (
          <Text c="dimmed">Nobody is booked.</Text>
        ) : (
          <Table>
            <TableHead columns={['Member', 'Status', 'Attended']} />
            <Table.Tbody>
              {item.roster.map((r) => (
                <Table.Tr key={r.bookingId}>
                  <Table.Td>
                    {r.name} ({r.memberNumber})
                  </Table.Td>
                  <Table.Td>{r.status === 'Waiting' ? 'Waitlisted' : r.checkedIn ? 'Checked in' : 'Booked'}</Table.Td>
                  <Table.Td>
                    {r.status === 'Booked' && !item.cancelled ? (
                      <Checkbox
                        aria-label={`${r.name} attended ${item.className}`}
                        checked={r.checkedIn}
                        onChange={(e) => onAttendance(r.bookingId, e.currentTarget.checked)}
                      />
                    ) : (
                      '-'
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
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
