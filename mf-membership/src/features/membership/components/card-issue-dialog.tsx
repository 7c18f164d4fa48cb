// The spec's 'Issue Validating Credit Card' dialog: a card problem no field can show (a decline).
import { Button, Group, Text } from '@mantine/core';
import { Dialog, ISSUE_VALIDATING_CARD } from '@portal/shared';

export function CardIssueDialog({ issue, onClose }: { issue: string | null; onClose: () => void }) {
  return (
    <Dialog opened={issue !== null} onClose={onClose} title={ISSUE_VALIDATING_CARD} size={375} centered>
      <Text>{issue}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>OK</Button>
      </Group>
    </Dialog>
  );
}
