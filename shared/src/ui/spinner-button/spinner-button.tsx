import { Button, Loader, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef, MouseEvent } from 'react';

export type SpinnerButtonProps = ButtonProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps> & {
    /** Shows the spinner and ignores presses so a request can't be sent twice. */
    busy?: boolean;
  };

/**
 * A button that shows a spinner while its request runs. Busy is not `disabled`: a browser drops
 * the focus of a button that becomes disabled, and a keyboard user would be sent back to the top
 * of the page. It stays focusable, says aria-disabled and aria-busy, and ignores presses (a submit
 * button also does not submit its form meanwhile).
 */
export function SpinnerButton({ busy = false, disabled, children, onClick, leftSection, ...rest }: SpinnerButtonProps) {
  const ignorePress = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <Button
      {...rest}
      disabled={disabled}
      onClick={ignorePress}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      data-busy={busy || undefined}
      leftSection={busy ? <Loader size="xs" color="currentColor" aria-hidden /> : leftSection}
    >
      {children}
    </Button>
  );
}
