import { Paper, ScrollArea, Text } from '@mantine/core';

/** The club's waiver, scrollable from the keyboard too. */
export function WaiverText({ text, maxHeight }: { text: string; maxHeight: number }) {
  return (
    <Paper withBorder p="sm" component="section" aria-label="Waiver text">
      {/* Focusable, so the waiver can be scrolled from the keyboard too. */}
      <ScrollArea.Autosize mah={maxHeight} type="auto" viewportProps={{ tabIndex: 0 }}>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {text}
        </Text>
      </ScrollArea.Autosize>
    </Paper>
  );
}
