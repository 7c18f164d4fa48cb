// Step 6: read the agreement, then sign to join.
import { Button, Stack, Text } from '@mantine/core';
import { SpinnerButton } from '@portal/shared';
import type { FeeBreakdown } from '@portal/shared/contracts';
import { FeeBreakdownTable } from './fee-breakdown';
import { StepNav } from './step-nav';

interface SignStepProps {
  description: string;
  quote: FeeBreakdown | null;
  busy: boolean;
  onReadTerms: () => void;
  onPrevious: () => void;
  onSign: () => void;
}

export function SignStep({ description, quote, busy, onReadTerms, onPrevious, onSign }: SignStepProps) {
  return (
    <Stack mt="md">
      <Text>{description}: please read the membership agreement, then sign to join.</Text>
      {quote && <FeeBreakdownTable quote={quote} />}
      <Button variant="light" onClick={onReadTerms} loading={busy}>
        Read the terms (PDF)
      </Button>
      <StepNav onPrevious={onPrevious}>
        <SpinnerButton busy={busy} onClick={onSign}>
          Agree and sign
        </SpinnerButton>
      </StepNav>
    </Stack>
  );
}
