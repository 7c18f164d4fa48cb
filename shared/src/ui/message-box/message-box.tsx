import { Button, Group, Text } from '@mantine/core';
import { Dialog } from '../dialog/dialog';
import type { ReactNode } from 'react';

export interface MessageBoxProps {
  opened: boolean;
  caption: ReactNode;
  message: ReactNode;
  primaryLabel?: string;
  onPrimary: () => void;
  /** Optional second button, e.g. Cancel. */
  secondLabel?: string;
  onSecond?: () => void;
  /** Closing by Escape or the X acts like the second button when there is one, else the primary. */
  onClose?: () => void;
  width?: number;
}

export function MessageBox({
  opened,
  caption,
  message,
  primaryLabel = 'OK',
  onPrimary,
  secondLabel,
  onSecond,
  onClose,
  width = 400,
}: MessageBoxProps) {
  const close = onClose ?? onSecond ?? onPrimary;
  return (
    <Dialog opened={opened} onClose={close} title={caption} size={width} centered>
      <Text mb="md">{message}</Text>
      <Group justify="flex-end">
        {secondLabel && (
          <Button variant="default" onClick={onSecond ?? close}>
            {secondLabel}
          </Button>
        )}
        <Button onClick={onPrimary}>{primaryLabel}</Button>
      </Group>
    </Dialog>
  );
}
