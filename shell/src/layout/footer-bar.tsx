import { Text } from '@mantine/core';
import { useSession } from '@portal/shared/core';

/** Copyright line with the current year. */
export function FooterBar() {
  const clubName = useSession((s) => (s.theme?.clubName as string | undefined) ?? s.user?.clubName ?? '');
  const year = new Date().getFullYear();
  return (
    <Text size="sm" c="dimmed" ta="center" py="xs">
      Copyright © {year} {clubName}. All rights reserved.
    </Text>
  );
}
