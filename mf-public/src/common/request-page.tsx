import type { ReactNode } from 'react';
import { Container, Stack, Title } from '@mantine/core';
import { MissingClub } from './missing-club';

/**
 * The frame of a public request form: one narrow column under the page's title, or "Club not
 * found" without the club in the link.
 */
export function RequestPage({ accountId, title, children }: { accountId: string; title: string; children: ReactNode }) {
  return (
    <Container size="sm" py="lg">
      {accountId ? (
        <Stack>
          <Title order={2}>{title}</Title>
          {children}
        </Stack>
      ) : (
        <MissingClub />
      )}
    </Container>
  );
}
