import { Button, Table } from '@mantine/core';
import { Dialog, TableHead } from '@portal/shared';
import type { TimeSlot, Trainer } from '@portal/shared/contracts';

export function AvailableTimesDialog(props: { trainer: Trainer | null; busy: boolean; onBook: (slot: TimeSlot) => void; onClose: () => void }) {
  const { trainer } = props;
  return (
    <Dialog opened={trainer !== null} onClose={props.onClose} title={trainer ? `Available times: ${trainer.name}` : ''} size={400} centered>
      <Table striped>
        <TableHead columns={['Start time', 'End time', null]} />
        <Table.Tbody>
          {trainer?.availableTime.map((slot) => (
            <Table.Tr key={slot.startsAt}>
              <Table.Td>{slot.startTime}</Table.Td>
              <Table.Td>{slot.endTime}</Table.Td>
              <Table.Td>
                <Button size="xs" onClick={() => props.onBook(slot)} disabled={props.busy} aria-label={`Book ${slot.startTime}`}>
                  Book
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Dialog>
  );
}
