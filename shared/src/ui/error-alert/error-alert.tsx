import { Alert, type AlertProps } from '@mantine/core';
import { errorMessage } from '@portal/shared/core';

export interface ErrorAlertProps extends Omit<AlertProps, 'color' | 'role' | 'children'> {
  /** A message to show, or a failed call's error (its server message); nothing shows without one. */
  error: unknown;
}

/** What went wrong, in red, announced at once (role alert): a form's refusal, a failed write. */
export function ErrorAlert({ error, ...alert }: ErrorAlertProps) {
  if (!error) return null;
  return (
    <Alert color="red" role="alert" {...alert}>
      {typeof error === 'string' ? error : errorMessage(error)}
    </Alert>
  );
}
