import { Alert, Box, Button, Stack, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ApiError, CARD_CAPTURE_FAILED, CARD_CAPTURE_STARTED, CardFields, useCardEntry } from '@portal/shared';
import { tokenizeCard } from '../api/tokenize-card';
import { postCardToParent } from './post-to-parent';

/** /onlineoffers/pcivault: the card-capture frame (blank layout), on the shared payment-fields kit. */
export function CardCapturePage() {
  const card = useCardEntry();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [done, setDone] = useState(false);
  const accountId = new URLSearchParams(window.location.search).get('accountId') ?? undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // An expired card, a wrong number or CVV is refused here, on its field, before the vault.
    const body = card.check();
    if (!body) return;
    setBusy(true);
    setFailed(false);
    // At once, before the vault answers: the parent's Next then waits for the card that follows.
    postCardToParent(CARD_CAPTURE_STARTED);
    try {
      const { cardType: _type, ...fields } = body;
      const captured = await tokenizeCard({ ...fields, accountId });
      if (!captured.Token) throw new Error('no token');
      postCardToParent(captured);
      setDone(true);
      // The number and CVV leave this page's memory as soon as the token exists.
      card.form.setValues({ number: '', cvv: '' });
    } catch (error) {
      setFailed(true);
      // The server's reason on its field when it concerns one (the same rules as here).
      if (error instanceof ApiError) card.showServerError(error.message);
      // The parent shows its own error for a message without a token (docs/spec/bookings-commerce.md §4).
      postCardToParent({ CardNumber: '', NameOnCard: '', ExpiryMonth: '', ExpiryYear: '', Token: '', TokenReference: '' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate p="md" maw={520} mx="auto" aria-label="Card details">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Card details
        </Title>
        {failed && (
          <Alert color="red" role="alert">
            {CARD_CAPTURE_FAILED}
          </Alert>
        )}
        {done && (
          <Alert color="green" role="status">
            Card captured.
          </Alert>
        )}
        <CardFields form={card.form} />
        <Button type="submit" loading={busy} disabled={busy}>
          Use this card
        </Button>
      </Stack>
    </Box>
  );
}
