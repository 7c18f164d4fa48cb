import { Avatar, Card, Grid, Group, Stack, Text } from '@mantine/core';
import { SpinnerButton } from '@portal/shared';
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
    <Grid>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card withBorder padding="lg">
          <Stack align="center" gap="xs">
            <Avatar src={avatarSrc} size={160} radius={160} alt="Profile picture" />
            <Text fw={600}>{name}</Text>
            <Text c="dimmed">{email}</Text>
            {cardActions}
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Card withBorder padding="lg">
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
        </Card>
      </Grid.Col>
    </Grid>
  );
}
