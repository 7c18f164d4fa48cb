import type { ReactNode } from 'react';
import { Container } from '@mantine/core';
import { MissingClub } from './missing-club';

/** The frame of a public request form: one narrow column, or "Club not found" without the club in the link. */
export function RequestPage({ accountId, children }: { accountId: string; children: ReactNode }) {
  return (
    <Container size="sm" py="lg">
      {accountId ? children : <MissingClub />}
    </Container>
  );
}
