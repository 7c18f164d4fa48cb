// /confirm-account-deletion?token=<one-time token>: the e-mailed link that confirms deleting an
// account. It works signed out (the token is the proof) and asks for one press first, so a mail
// scanner opening the link confirms nothing; then it says when the account will be erased.
import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { SpinnerButton, ErrorAlert } from '@portal/shared';
import { DELETION_LINK_INVALID_MESSAGE, DELETION_WHAT_STAYS } from '@portal/shared/contracts';
import { useSearchParams } from 'react-router-dom';
import { useConfirmDeletion } from '../api/account-deletion-api';
import { eraseDateText } from '../lib/erase-date';

export function ConfirmDeletionPage() {
  const [params] = useSearchParams();
  // A one-time token from the e-mailed link, not a secret: a link without one is answered as invalid below.
  const token = params.get('token');
  const confirm = useConfirmDeletion();
  const done = confirm.data;

  const body = () => {
    if (!token)
      return (
        <Alert color="red" role="alert">
          {DELETION_LINK_INVALID_MESSAGE}
        </Alert>
      );
    if (done) {
      return (
        <Alert color="yellow" role="status">
          {done.eraseAt ? `Your account will be erased on ${eraseDateText(done.eraseAt)}. ` : ''}
          {done.message}
        </Alert>
      );
    }
    return (
      <>
        <Text>{DELETION_WHAT_STAYS}</Text>
        <ErrorAlert error={confirm.error} />
        <SpinnerButton color="red" w="fit-content" busy={confirm.isPending} onClick={() => confirm.mutate(token)}>
          Confirm: delete my account
        </SpinnerButton>
      </>
    );
  };

  return (
    <Container size="xs" py="lg">
      <Stack>
        <Title order={2}>Delete my account</Title>
        {body()}
      </Stack>
    </Container>
  );
}
