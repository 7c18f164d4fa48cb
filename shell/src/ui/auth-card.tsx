import { Anchor, Center, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface AuthCardProps {
  title: string;
  /** The sign-in page the card leads back to. */
  backTo: string;
  children: ReactNode;
}

/**
 * The page an e-mailed account link opens (reset password, confirm registration): one centred
 * card with its title, the form or its outcome, and the way back to the sign-in page.
 */
export function AuthCard({ title, backTo, children }: AuthCardProps) {
  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder shadow="md" p="xl" w="100%" maw={420}>
        <Stack>
          <Title order={1} size="h3">
            {title}
          </Title>
          {children}
          <Anchor component={Link} to={backTo}>
            Back to Account Login
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
