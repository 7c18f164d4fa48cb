import { Anchor, Button, Center, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ERROR_VARIANTS, resolveErrorVariant } from './error-variants';

interface ErrorPageProps {
  /** A fixed variant (the portal's error boundary); otherwise the address's `:type` picks it. */
  variant?: number;
}

/** /error/:type — one of six variants (docs/spec/bookings-commerce.md §2.2). */
export function ErrorPage({ variant: fixedVariant }: ErrorPageProps = {}) {
  const { type } = useParams();
  // Chosen once per visit so a random variant does not flicker on re-render.
  const variant = useMemo(() => fixedVariant ?? resolveErrorVariant(type), [fixedVariant, type]);
  const v = ERROR_VARIANTS[variant] ?? ERROR_VARIANTS[1];
  return (
    <Center mih="100vh" p="md" component="main">
      <Stack align="center" gap="sm" data-variant={variant}>
        <Text fz={72} fw={800} c="dimmed" aria-hidden>
          {v.code}
        </Text>
        <Title order={1} ta="center">
          {v.heading}
        </Title>
        <Text ta="center">{v.body}</Text>
        {v.helpCenter && (
          <Anchor href="/clubinfo" underline="always">
            Help Center
          </Anchor>
        )}
        <Button component={Link} to="/">
          Go to home page
        </Button>
      </Stack>
    </Center>
  );
}
