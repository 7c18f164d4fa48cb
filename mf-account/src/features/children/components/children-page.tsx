import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  CHILD_REMOVED,
  CONFIRM_DELETE,
  ChildDialog,
  ConfirmDialog,
  LoadingText,
  notifyError,
  notifySuccess,
  announceChange,
  serverKeys,
  useErrorNotice,
  useSession,
  type ChildDialogInput,
} from '@portal/shared';
import type { MemberKid } from '@portal/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { deleteKid, fetchKids } from '../api/children-api';

/** /children: the member's children with add, edit and delete (docs/spec/account-core.md §2, §8). */
export function ChildrenPage() {
  const user = useSession((s) => s.user);
  const [dialog, setDialog] = useState<ChildDialogInput | null>(null);
  const [toDelete, setToDelete] = useState<MemberKid | null>(null);
  const [deleting, setDeleting] = useState(false);

  const query = useQuery({
    queryKey: [...serverKeys.children, 'kids', user?.memberNumber ?? null],
    queryFn: () => fetchKids(user?.memberNumber ?? ''),
    enabled: Boolean(user),
  });
  const kids = query.isError ? [] : (query.data ?? null);
  useErrorNotice(query.error, (e) => notifyError((e as Error).message));
  // A child added, edited or removed: every list of children (the creche page's too) re-reads.
  const load = async () => announceChange('children');

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      const result = await deleteKid(toDelete.id);
      if (result === 'success') {
        notifySuccess(CHILD_REMOVED);
        await load();
      }
    } catch (e) {
      notifyError((e as Error).message);
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  };

  return (
    <>
      <Group mb="md">
        <Button onClick={() => setDialog({})}>Add Child</Button>
      </Group>
      {kids === null ? (
        <LoadingText text="Retrieving children, please wait..." />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {kids.map((k) => (
            <Card key={k.id} withBorder padding="md" aria-label={`${k.firstName} ${k.lastName}`} component="article">
              <Stack gap={4}>
                <Text fw={600}>{`${k.firstName} ${k.lastName}`}</Text>
                <Text size="sm">Date of Birth: {k.dateOfBirth}</Text>
                {k.notes && <Text size="sm">Notes: {k.notes}</Text>}
                <Group mt="sm">
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() =>
                      setDialog({
                        kidId: k.id,
                        firstName: k.firstName,
                        lastName: k.lastName,
                        dateOfBirth: k.dateOfBirth,
                        gender: k.gender,
                        notes: k.notes,
                      })
                    }
                  >
                    Edit
                  </Button>
                  <Button size="xs" color="red" variant="light" onClick={() => setToDelete(k)}>
                    Delete
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <ChildDialog
        opened={dialog !== null}
        input={dialog}
        onClose={(result) => {
          setDialog(null);
          if (result) void load();
        }}
      />
      <ConfirmDialog
        opened={toDelete !== null}
        message={CONFIRM_DELETE}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
