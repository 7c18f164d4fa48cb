import { Button, Group, Stack } from '@mantine/core';
import { DataTable, Dialog } from '@portal/shared';
import { useState, type ReactNode } from 'react';
import type { RemovalResult } from '@portal/shared/contracts';
import { ConsoleMessages } from './console-messages';
import { useConsoleAction } from './use-console-action';
import type { useCatalogue } from './catalogue-api';

type Catalogue<Row extends { id: number }, Input> = ReturnType<typeof useCatalogue<Row, Input>>;

interface Props<Row extends { id: number }, Input> {
  catalogue: Catalogue<Row, Input>;
  /** 'membership type', 'add-on', ...: buttons and titles say it. */
  noun: string;
  /** Each column's heading and what its cell shows of a row, in order. */
  columns: Record<string, (row: Row) => ReactNode>;
  /** The form, new (row undefined) or editing a row; it calls save and then close. */
  form: (row: Row | undefined, save: (input: Input) => Promise<unknown>, close: () => void) => ReactNode;
  empty: string;
}

/** A list of the catalogue with New, Edit and Remove; the form opens in a dialog. */
export function CatalogueList<Row extends { id: number }, Input>({ catalogue, noun, columns, form, empty }: Props<Row, Input>) {
  const [editing, setEditing] = useState<{ row?: Row } | null>(null);
  const { status, setStatus, error, run } = useConsoleAction();
  const rows = catalogue.list.data ?? [];
  const close = () => setEditing(null);
  const save = async (input: Input) => {
    const id = editing?.row?.id;
    await catalogue.save.mutateAsync({ id, input });
    setStatus(id ? `The ${noun} was saved.` : `The ${noun} was created.`);
    close();
  };
  const remove = (row: Row) =>
    run(async () => {
      const result: RemovalResult = await catalogue.remove.mutateAsync(row.id);
      setStatus(result.message);
    });
  return (
    <Stack>
      <Group>
        <Button onClick={() => setEditing({})}>New {noun}</Button>
      </Group>
      <ConsoleMessages status={status} error={error || (catalogue.list.error ? String(catalogue.list.error.message) : '')} />
      <DataTable
        striped
        rows={rows}
        loading={catalogue.list.isPending}
        empty={empty}
        columns={[...Object.keys(columns), '']}
        cells={(row) => Object.values(columns).map((cell) => cell(row))}
        actions={(row) => (
          <>
            <Button size="xs" variant="light" onClick={() => setEditing({ row })}>
              Edit
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={() => void remove(row)}>
              Remove
            </Button>
          </>
        )}
      />
      <Dialog opened={editing !== null} onClose={close} title={editing?.row ? `Edit ${noun}` : `New ${noun}`} size="lg">
        {editing && form(editing.row, save, close)}
      </Dialog>
    </Stack>
  );
}
