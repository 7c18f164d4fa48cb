import { Alert } from '@mantine/core';

/** Shown when a public page is opened without its club in the link. */
export function MissingClub() {
  return (
    <Alert color="yellow" title="Club not found">
      This page needs the link provided by your club.
    </Alert>
  );
}
