import { useState } from 'react';
import type { CapturedCard } from '@portal/shared';
import { renderWithProviders, screen, userEvent } from '@portal/shared/test-utils';
import { CardEntry, EMPTY_CARD, cardPayload, type ManualCard } from './card-entry';

const GOOD: ManualCard = { name: 'Jo Bloggs', number: '4111111111111111', month: '08', year: '2030', cvv: '123' };
const CAPTURED: CapturedCard = {
  CardNumber: '411111######1111',
  NameOnCard: 'Jo Bloggs',
  ExpiryMonth: '08',
  ExpiryYear: '2030',
  Token: 'tok_1',
  TokenReference: 'ref_1',
};

describe('cardPayload', () => {
  it('names every missing field with the spec wording', () => {
    expect(cardPayload(false, EMPTY_CARD, null)).toBe('Card number, Name on card, Expiry month, Expiry year, CVV are required.');
  });

  it('rejects a number failing Luhn or not 16 long, a short CVV and a name with digits', () => {
    expect(cardPayload(false, { ...GOOD, number: '4111111111111112' }, null)).toBe('Invalid credit card Number');
    expect(cardPayload(false, { ...GOOD, number: '378282246310005' }, null)).toBe('Invalid credit card Number');
    expect(cardPayload(false, { ...GOOD, cvv: '12' }, null)).toBe('Please enter valid numbers.');
    expect(cardPayload(false, { ...GOOD, name: 'Jo 2' }, null)).toBe('Please enter letters and spaces only.');
  });

  it('sends the typed card with its detected type and a trimmed name', () => {
    expect(cardPayload(false, { ...GOOD, name: 'Jo Bloggs ' }, null)).toEqual({
      ccNumber: '4111111111111111',
      ccNameOnCard: 'Jo Bloggs',
      ccExpiryMonth: '08',
      ccExpiryYear: '2030',
      cccVv: '123',
      cardType: 'VISACARD',
    });
  });

  it('with the vault sends the captured card and token, or the capture message when there is none', () => {
    expect(cardPayload(true, EMPTY_CARD, null)).toBe('We are unable to capture your card, please try again.');
    expect(cardPayload(true, EMPTY_CARD, CAPTURED)).toEqual({
      ccNumber: '411111######1111',
      ccNameOnCard: 'Jo Bloggs',
      ccExpiryMonth: '08',
      ccExpiryYear: '2030',
      cccVv: '000',
      token: 'tok_1',
      tokenReference: 'ref_1',
    });
  });
});

function Harness({ vault, captured = null }: { vault: boolean; captured?: CapturedCard | null }) {
  const [manual, setManual] = useState<ManualCard>(EMPTY_CARD);
  return <CardEntry vault={vault} manual={manual} onManual={setManual} captured={captured} onCaptured={jest.fn()} />;
}

describe('CardEntry', () => {
  it('keeps only digits, caps the number at 16 and the CVV at 3, and shows the card type', async () => {
    renderWithProviders(<Harness vault={false} />);
    const number = screen.getByRole('textbox', { name: 'Card number' });
    await userEvent.type(number, '5555 5555-5555 4444 99');
    expect(number).toHaveValue('5555555555554444');
    expect(screen.getByText('MASTER')).toBeInTheDocument();
    const cvv = screen.getByLabelText('CVV');
    await userEvent.type(cvv, '1a234');
    expect(cvv).toHaveValue('123');
    expect(screen.getByRole('textbox', { name: 'Name on card' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Expiry month' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Expiry year' })).toBeInTheDocument();
  });

  it('with the vault shows the capture frame and the captured card instead of the fields', () => {
    renderWithProviders(<Harness vault captured={CAPTURED} />);
    expect(screen.getByTitle('Card details')).toBeInTheDocument();
    expect(screen.getByText('Card 411111######1111 (Jo Bloggs)')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
  });
});
