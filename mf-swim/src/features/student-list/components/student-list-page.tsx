// /student-list (also /students and /student-classes): the guardian's students (docs/spec/bookings-commerce.md §2.12).
import { Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { serverKeys } from '@portal/shared';
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
      <SwimCardGrid items={students} empty="No students found." cols={{ base: 1, sm: 2 }}>
        {(s) => (
          <SwimCard
            key={s.studentNumber}
            label={s.studentName}
            heading={`${s.studentName} (${s.studentNumber})`}
            facts={{
              Birthday: s.birthday,
              Gender: s.gender,
              Email: s.email,
              Mobile: s.mobile,
              Level: s.levelName,
              'Skills mastered': s.skills,
            }}
            action={
              s.isDirectDebit && (
                <Button variant="light" onClick={() => setEditing(s)}>
                  Payment Details
                </Button>
              )
            }
          />
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
