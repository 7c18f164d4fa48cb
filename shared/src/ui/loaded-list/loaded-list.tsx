import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadingText } from '../loading-text/loading-text';

/**
 * A list a page fetched: the waiting text while it is null, the empty text (a status) when it has
 * nothing, else what `children` makes of its items.
 */
export function LoadedList<T>({
  items,
  empty,
  children,
}: {
  items: readonly T[] | null;
  empty: ReactNode;
  children: (items: readonly T[]) => ReactNode;
}) {
  if (items === null) return <LoadingText />;
  if (items.length === 0) return <Text role="status">{empty}</Text>;
  return children(items);
}
