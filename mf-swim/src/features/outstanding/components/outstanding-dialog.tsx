// 'Student/s with outstanding balance': not dismissable by clicking outside, 500 px (docs/spec/bookings-commerce.md §2.13).
import { Button, Group, Table, Text } from '@mantine/core';
import { SWIM_OUTSTANDING_SELECT, SWIM_OUTSTANDING_TITLE, formatMoney, Dialog, TableHead } from '@portal/shared';
import type { OutstandingStudentRow } from '@portal/shared/contracts';

export interface OutstandingDialogProps {
  opened: boolean;
  students: OutstandingStudentRow[];
  onSelect: (student: OutstandingStudentRow) => void;
  onCancel: () => void;
}

export function OutstandingDialog({ opened, students, onSelect, onCancel }: OutstandingDialogProps) {
  return (
    <Dialog
      opened={opened}
      onClose={onCancel}
      title={SWIM_OUTSTANDING_TITLE}
      size={500}
      centered
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
    >
      <Text mb="sm">{SWIM_OUTSTANDING_SELECT}</Text>
      <Table highlightOnHover>
        <TableHead columns={['Name', 'Amount']} />
        <Table.Tbody>
          {students.map((s) => (
            // The whole row opens the payment (the name button keeps it reachable by keyboard).
            <Table.Tr key={s.posTrasanctionId} onClick={() => onSelect(s)} style={{ cursor: 'pointer' }}>
              <Table.Td>
                <Button variant="subtle" px={0} onClick={(e) => { e.stopPropagation(); onSelect(s); }} aria-label={`Pay for ${s.studentName}`}>
                  {s.studentName}
                </Button>
              </Table.Td>
              <Table.Td>{formatMoney(s.outstandingCents)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </Dialog>
  );
}
