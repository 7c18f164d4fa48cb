import { Alert } from '@mantine/core';
import { ErrorAlert } from '@portal/shared';

/** What the last action did, in a polite live region, and what went wrong, as an alert. */
export function ConsoleMessages({ status, error }: { status: string; error: string }) {
  return (
    <>
      <div role="status" aria-live="polite">
        {status && <Alert color="green">{status}</Alert>}
      </div>
      <ErrorAlert error={error} />
    </>
  );
}
