import { Button, Group, type ButtonProps } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

interface Props {
  /** The form's accessible name ('New closure'); a search beside its list goes without. */
  label?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: ReactNode;
  busy?: boolean;
  /** The button's look: 'outline' for a search or a filter, the filled default for an add. */
  variant?: ButtonProps['variant'];
  noValidate?: boolean;
  children: ReactNode;
}

/** A console form on one line: its fields side by side, its button last (adds a row, searches). */
export function InlineForm({ label, onSubmit, submitLabel, busy = false, variant, noValidate, children }: Props) {
  return (
    <form onSubmit={onSubmit} aria-label={label} noValidate={noValidate}>
      <Group align="flex-end">
        {children}
        <Button type="submit" variant={variant} loading={busy}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
