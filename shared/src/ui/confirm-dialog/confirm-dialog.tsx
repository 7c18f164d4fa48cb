import { Box, Button, Group, Text } from '@mantine/core';
import { Dialog } from '../dialog/dialog';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  opened: boolean;
  title?: ReactNode;
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Disables both buttons and spins Yes while the confirmed action runs. */
  busy?: boolean;
  width?: number;
}

/** The spec's No / Yes confirmation ('Are you sure you want to delete?'). */
export function ConfirmDialog({
  opened,
  title,
  message,
  onConfirm,
  onCancel,
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  busy = false,
  width = 400,
}: ConfirmDialogProps) {
  return (
    <Dialog opened={opened} onClose={onCancel} title={title} size={width} centered>
      {/* A plain sentence is a paragraph; richer content (several lines) brings its own blocks. */}
      {typeof message === 'string' ? <Text mb="md">{message}</Text> : <Box mb="md">{message}</Box>}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} loading={busy} disabled={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Dialog>
  );
}
