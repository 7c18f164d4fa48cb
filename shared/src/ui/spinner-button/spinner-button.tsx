import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';

export type SpinnerButtonProps = ButtonProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps> & {
    /** Shows the spinner and disables the button so a request can't be sent twice. */
    busy?: boolean;
  };

export function SpinnerButton({ busy = false, disabled, children, ...rest }: SpinnerButtonProps) {
  return (
    <Button {...rest} loading={busy} disabled={disabled || busy} aria-busy={busy || undefined}>
      {children}
    </Button>
  );
}
