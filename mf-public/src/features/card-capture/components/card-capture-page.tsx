import { Alert, Box, Button, Group, PasswordInput, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  CARD_CAPTURE_FAILED,
  EXPIRY_MONTHS,
  LettersOnlyInput,
  cardTypeFromNumber,
  expiryYearOptions,
  validateCardNumber,
  validateCardholderName,
  validateCvv,
  validateExpiryParts,
  validateLettersAndSpaces,
  type CardType,
} from '@portal/shared';
import { tokenizeCard } from '../api/tokenize-card';
import { postCardToParent } from './post-to-parent';

const BRAND_LABEL: Record<CardType, string> = {
  VISACARD: 'VISA',
  MASTERCARD: 'MASTERCARD',
  AMEXCARD: 'AMEX',
  DINERSCLUBCARD: 'DINERS',
};

interface Errors {
  name?: string | null;
  number?: string | null;
  month?: string | null;
  year?: string | null;
  cvv?: string | null;
}

/** /onlineoffers/pcivault: the card-capture frame (blank layout, sized for a 680-720 px iframe). */
export function CardCapturePage() {
  const [name, setName] = useState('');
  const [number, setNumber] = useState('');
  const [month, setMonth] = useState<string | null>(null);
  const [year, setYear] = useState<string | null>(null);
  const [cvv, setCvv] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [done, setDone] = useState(false);
  const brand = cardTypeFromNumber(number);
  const cvvLength = brand === 'AMEXCARD' ? 4 : 3;
  const accountId = new URLSearchParams(window.location.search).get('accountId') ?? undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {
      name: validateCardholderName(name) ?? validateLettersAndSpaces(name),
      number: validateCardNumber(number),
      month: month ? null : 'This field is required.',
      year: year ? null : 'This field is required.',
      cvv: validateCvv(cvv, brand),
    };
    if (!next.month && !next.year) next.month = validateExpiryParts(month, year);
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    setFailed(false);
    try {
      const card = await tokenizeCard({ ccNumber: number, ccNameOnCard: name.trim(), ccExpiryMonth: month!, ccExpiryYear: year!, cccVv: cvv, accountId });
      if (!card.Token) throw new Error('no token');
      postCardToParent(card);
      setDone(true);
      // The number and CVV leave this page's memory as soon as the token exists.
      setNumber('');
      setCvv('');
    } catch {
      setFailed(true);
      // The parent shows its own error for a message without a token (bookings-commerce §4).
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
        <LettersOnlyInput
          label="Name on card"
          autoComplete="cc-name"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          required
          maxLength={255}
        />
        <TextInput
          label="Card number"
          autoComplete="cc-number"
          inputMode="numeric"
          value={number}
          onChange={(e) => setNumber(e.currentTarget.value.replace(/\D/g, '').slice(0, 19))}
          error={errors.number}
          required
          rightSectionWidth={96}
          rightSection={
            brand ? (
              <Text size="xs" fw={700} c="blue" aria-label={`Card type ${BRAND_LABEL[brand]}`}>
                {BRAND_LABEL[brand]}
              </Text>
            ) : null
          }
        />
        <Group grow align="flex-start">
          <Select label="Expiry month" data={[...EXPIRY_MONTHS]} value={month} onChange={setMonth} error={errors.month} required allowDeselect={false} />
          <Select label="Expiry year" data={expiryYearOptions()} value={year} onChange={setYear} error={errors.year} required allowDeselect={false} />
          <PasswordInput
            label="CVV"
            autoComplete="cc-csc"
            inputMode="numeric"
            value={cvv}
            maxLength={cvvLength}
            onChange={(e) => setCvv(e.currentTarget.value.replace(/\D/g, '').slice(0, cvvLength))}
            error={errors.cvv}
            required
          />
        </Group>
        <Button type="submit" loading={busy} disabled={busy}>
          Use this card
        </Button>
      </Stack>
    </Box>
  );
}
