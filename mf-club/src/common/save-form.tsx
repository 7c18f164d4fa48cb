import { Alert, Button, Group, Stack } from '@mantine/core';
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
        {serverError && (
          <Alert color="red" role="alert">
            {serverError}
          </Alert>
        )}
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
