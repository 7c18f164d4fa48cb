import { Center, Loader, Stack, Text } from '@mantine/core';

/** Centered loader with the spec's waiting text, e.g. 'Retrieving data, please wait...'. */
export function LoadingText({ text = 'Retrieving data, please wait...' }: { text?: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader />
        <Text>{text}</Text>
      </Stack>
    </Center>
  );
}
