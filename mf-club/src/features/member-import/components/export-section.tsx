import { Button, Stack, Text, Title } from '@mantine/core';
import { useSession } from '@portal/shared';

/** Everything the club owns, as a zip the browser downloads (the server streams it). */
export function ExportSection() {
  const apiUrl = useSession((s) => s.clientApiUrl);
  const href = `${apiUrl || '/api/v1'}/club-console/export`;
  return (
    <Stack gap="xs">
      <Title order={3}>Export everything</Title>
      <Text size="sm">
        A zip of everything your club holds: a spreadsheet (CSV) per table (members, memberships, bookings and attendance, payments, orders, waivers, ...), one JSON
        document of it all, and the signatures as pictures. For leaving, or for your own reports.
      </Text>
      <Button component="a" href={href} download w="fit-content" variant="default">
        Download the club&apos;s data
      </Button>
    </Stack>
  );
}
