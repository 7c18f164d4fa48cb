import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { errorMessage, LoadingText, notifyError, notifySuccess } from '@portal/shared';
import { useId, type Key, type ReactNode } from 'react';

/** A section's write told to the member: its success message, or what went wrong (a mutation's callbacks). */
export const notified = (success: string) => ({
  onSuccess: () => notifySuccess(success),
  onError: (error: unknown) => notifyError(errorMessage(error)),
});

interface Props<Row> {
  title: string;
  intro: string;
  /** The list's read (a useQuery). */
  query: { isPending: boolean; isError: boolean; error: unknown; data: Row[] | undefined };
  /** Said instead of the list when it has nothing (without it an empty list stays). */
  empty?: string;
  rowKey: (row: Row) => Key;
  /** A row's description, left. */
  describe: (row: Row) => ReactNode;
  /** A row's button, right. */
  action: (row: Row) => ReactNode;
  /** Below the list: its buttons, its dialogs. */
  children?: ReactNode;
}

/** A card of the sign-in security page: a titled list of what signs the member in, each with its button. */
export function SecurityListCard<Row>({ title, intro, query, empty, rowKey, describe, action, children }: Props<Row>) {
  const titleId = useId();
  const rows = query.data ?? [];
  return (
    <Card withBorder component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={4} id={titleId}>
          {title}
        </Title>
        <Text size="sm">{intro}</Text>
        {query.isPending ? (
          <LoadingText />
        ) : query.isError ? (
          <Text c="red">{errorMessage(query.error)}</Text>
        ) : empty !== undefined && rows.length === 0 ? (
          <Text c="dimmed">{empty}</Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={title}>
            {rows.map((row) => (
              <Group component="li" key={rowKey(row)} justify="space-between" wrap="nowrap">
                <div>{describe(row)}</div>
                {action(row)}
              </Group>
            ))}
          </Stack>
        )}
        {children}
      </Stack>
    </Card>
  );
}
