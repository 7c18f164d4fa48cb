import { Box, Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { ClubBranding } from '@portal/shared/contracts';

/** A small picture of the member portal in the colours being edited (the real shell is not re-themed until saved). */
export function PortalPreview({ b }: { b: ClubBranding }) {
  return (
    <Paper withBorder component="figure" m={0} aria-label="Preview of the member portal">
      <Group p="sm" style={{ background: b.primaryBackgroundColor, color: b.primaryTextColor }}>
        {b.logoPng && <Image src={`data:image/png;base64,${b.logoPng}`} alt={`${b.clubName} logo`} h={32} w="auto" />}
        {/* Large bold text, as the portal's header: the club's palette is shown as it is. */}
        <Text fw={700} fz={20}>
          {b.clubName}
        </Text>
      </Group>
      <Group align="stretch" gap={0}>
        <Stack p="sm" gap={4} style={{ background: b.secondaryBackgroundColor, color: b.secondaryTextColor }} w={160}>
          <Text fw={700} fz={19}>
            Dashboard
          </Text>
          <Text fw={700} fz={19}>
            Bookings
          </Text>
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
