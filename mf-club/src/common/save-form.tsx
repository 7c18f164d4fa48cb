import { Button, Group, Stack } from '@mantine/core';
import { ErrorAlert } from '@portal/shared';
import type { ReactNode } from 'react';

interface Props {
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  serverError: string;
  saveLabel: string;
  onCancel: () => void;
  children: ReactNode;
}

/** A console form's frame: its fields, the server's refusal, Save and Cancel. */
export function SaveForm({ onSubmit, busy, serverError, saveLabel, onCancel, children }: Props) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        {children}
        <ErrorAlert error={serverError} />
        <Group>
          <Button type="submit" loading={busy}>
            {saveLabel}
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
