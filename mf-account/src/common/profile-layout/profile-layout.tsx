import { Card, Grid, Group, Stack } from '@mantine/core';
import { LoadingText, ProfileCard, SpinnerButton } from '@portal/shared';
import type { ReactNode } from 'react';

export interface ProfileLayoutProps {
  avatarSrc: string;
  name: string;
  email: string;
  /** Shown under the email on the avatar card (the member's picture upload). */
  cardActions?: ReactNode;
  saving: boolean;
  onSubmit: () => void;
  /** The form sections, above the Save changes button. */
  children: ReactNode;
}

/** "My Profile" page frame shared by the member and guardian profiles: avatar card beside the form card. */
export function ProfileLayout({ avatarSrc, name, email, cardActions, saving, onSubmit, children }: ProfileLayoutProps) {
  return (
    <ProfileGrid card={<ProfileCard content={{ avatarSrc, name, email }}>{cardActions}</ProfileCard>}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="sm">
          {children}
          <Group justify="flex-end">
            <SpinnerButton type="submit" busy={saving}>
              Save changes
            </SpinnerButton>
          </Group>
        </Stack>
      </form>
    </ProfileGrid>
  );
}

/**
 * The same page while the profile is read: the avatar card from what the session already knows,
 * the waiting text where the form will be. The card is the one the shell painted into /profile's
 * HTML frame (shared's ProfileCard), so it stays put from the first paint on.
 */
export function ProfileLayoutPending({ avatarSrc, name, email }: Pick<ProfileLayoutProps, 'avatarSrc' | 'name' | 'email'>) {
  return (
    <ProfileGrid card={<ProfileCard content={{ avatarSrc, name, email }} />}>
      <LoadingText />
    </ProfileGrid>
  );
}

function ProfileGrid({ card, children }: { card: ReactNode; children: ReactNode }) {
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 4 }}>{card}</Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Card withBorder padding="lg">
          {children}
        </Card>
      </Grid.Col>
    </Grid>
  );
}
