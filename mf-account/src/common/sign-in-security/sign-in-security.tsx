import { Stack } from '@mantine/core';
import { PasskeysSection } from './passkeys-section';
import { SessionsSection } from './sessions-section';

/** How the user signs in: their passkeys and where they are signed in (the profile pages, staff's own page). */
export function SignInSecurity() {
  return (
    <Stack gap="md" mt="lg">
      <PasskeysSection />
      <SessionsSection />
    </Stack>
  );
}
