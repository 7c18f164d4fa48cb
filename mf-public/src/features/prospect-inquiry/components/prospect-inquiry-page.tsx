import { Container, Stack, Text, Title } from '@mantine/core';
import { MissingClub } from '../../../common/missing-club';
import { useAccountId } from '../../../common/use-account-id';
import { InquiryForm } from './inquiry-form';

export function ProspectInquiryPage() {
  const accountId = useAccountId();
  return (
    <Container size="sm" py="lg">
      <Stack>
        <Title order={2}>Prospect Inquiry</Title>
        <Text c="dimmed">Tell us a little about yourself and we will get back to you.</Text>
        {accountId ? <InquiryForm accountId={accountId} /> : <MissingClub />}
      </Stack>
    </Container>
  );
}
