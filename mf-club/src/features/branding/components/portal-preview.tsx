import { Box, Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { ClubBranding } from '@portal/shared/contracts';

/** A small picture of the member portal in the colours being edited (the real shell is not re-themed until saved). */
export function PortalPreview({ b }: { b: ClubBranding }) {
  return (
    <Paper withBorder component="figure" m={0} aria-label="Preview of the member portal">
      <Group p="sm" style={{ background: b.primaryBackgroundColor, color: b.primaryTextColor }}>
        {b.logoPng && <Image src={`data:image/png;base64,${b.logoPng}`} alt={`${b.clubName} logo`} h={32} w="auto" />}
        <Text fw={700}>{b.clubName}</Text>
      </Group>
      <Group align="stretch" gap={0}>
        <Stack p="sm" gap={4} style={{ background: b.secondaryBackgroundColor, color: b.secondaryTextColor }} w={140}>
          <Text size="sm">Dashboard</Text>
          <Text size="sm">Bookings</Text>
          <Text size="sm">Membership</Text>
        </Stack>
        <Box p="sm" style={{ background: b.thirdBackgroundColor, flex: 1 }}>
          <Text size="sm" c="dark">
            Welcome back! {b.phone && `Call us on ${b.phone}.`}
          </Text>
        </Box>
      </Group>
    </Paper>
  );
}
