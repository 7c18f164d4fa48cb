import { Alert, Button, Group, Loader, Stack, Title } from '@mantine/core';
import { errorMessage, DataTable } from '@portal/shared';
import { useTrainers } from '../api/get-trainers';
import { useRowEditor } from '../../../common/use-row-editor';
import { SessionTypesPanel } from './session-types-panel';
import { TrainerForm } from './trainer-form';
import { TrainerSchedule } from './trainer-schedule';

/** Personal trainers (ADMIN): who they are, when they work, when they are away, and PT session types. */
export function TrainersPage() {
  const trainers = useTrainers();
  const { editing, setEditing, showing, toggleShowing, status, done } = useRowEditor();
  if (trainers.isPending) return <Loader aria-label="Loading" />;
  if (trainers.error) return <Alert color="red">{errorMessage(trainers.error)}</Alert>;
  const list = trainers.data ?? [];
  const shown = list.find((t) => t.id === showing);
  return (
    <Stack>
      {status && <Alert color="green">{status}</Alert>}
      <Group justify="space-between">
        <Title order={3}>Trainers</Title>
        <Button onClick={() => setEditing('new')}>New trainer</Button>
      </Group>
      {editing === 'new' && <TrainerForm onDone={done} />}
      <DataTable
        aria-label="Trainers"
        rows={list}
        empty="No trainers yet. Add the first one, then their weekly hours."
        cells={(t) => [t.name, t.active ? 'Active' : 'Not offered', t.hours.length ? `${t.hours.length} weekly slots` : 'No hours yet']}
        actions={(t) => (
          <>
            <Button size="xs" variant="light" onClick={() => setEditing(t.id)}>
              Change
            </Button>
            <Button size="xs" variant="subtle" onClick={() => toggleShowing(t.id)}>
              Hours and absences
            </Button>
          </>
        )}
      />
      {typeof editing === 'number' && (
        <TrainerForm key={editing} trainer={list.find((t) => t.id === editing)} onDone={done} />
      )}
      {shown && <TrainerSchedule trainer={shown} />}
      <SessionTypesPanel />
    </Stack>
  );
}
