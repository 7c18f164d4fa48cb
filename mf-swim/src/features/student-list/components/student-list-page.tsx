// /student-list (also /students and /student-classes): the guardian's students (docs/spec/bookings-commerce.md §2.12).
import { Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageTitle, serverKeys } from '@portal/shared';
import type { SwimStudent } from '@portal/shared/contracts';
import { SwimCard, SwimCardGrid } from '../../../common/swim-card';
import { fetchStudents } from '../api/student-list-api';
import { PaymentDetailsDialog } from './payment-details-dialog';

export function StudentListPage() {
  // Under the children root: a student changed anywhere refreshes the list.
  const query = useQuery({ queryKey: [...serverKeys.children, 'swim-students'], queryFn: fetchStudents });
  const students = query.isError ? [] : (query.data ?? null);
  const load = () => query.refetch();
  const [editing, setEditing] = useState<SwimStudent | null>(null);

  return (
    <Stack>
      <PageTitle>Student List</PageTitle>
      <SwimCardGrid items={students} empty="No students found." cols={{ base: 1, sm: 2 }}>
        {(s) => (
          <SwimCard
            key={s.studentNumber}
            label={s.studentName}
            heading={`${s.studentName} (${s.studentNumber})`}
            action={
              s.isDirectDebit && (
                <Button variant="light" onClick={() => setEditing(s)}>
                  Payment Details
                </Button>
              )
            }
          >
            <Text size="sm">Birthday: {s.birthday}</Text>
            <Text size="sm">Gender: {s.gender}</Text>
            <Text size="sm">Email: {s.email}</Text>
            <Text size="sm">Mobile: {s.mobile}</Text>
            <Text size="sm">Level: {s.levelName}</Text>
            <Text size="sm">Skills mastered: {s.skills}</Text>
          </SwimCard>
        )}
      </SwimCardGrid>
      <PaymentDetailsDialog
        student={editing}
        onClose={() => {
          setEditing(null);
          void load();
        }}
      />
    </Stack>
  );
}
