import { Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface Props {
  title: ReactNode;
  /** A bordered card (a form, a panel) rather than a plain part of the page. */
  framed?: boolean;
  children: ReactNode;
}

/** A titled part of a console page: a section named by its heading, so screen readers list it. */
export function ConsoleSection({ title, framed = false, children }: Props) {
  const id = useId();
  const heading = (
    <Title order={3} id={id}>
      {title}
    </Title>
  );
  if (!framed) {
    return (
      <Stack component="section" aria-labelledby={id}>
        {heading}
        {children}
      </Stack>
    );
  }
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Stack>
        {heading}
        {children}
      </Stack>
    </Paper>
  );
}
