import { useState } from 'react';
import { useCardEntry, type CapturedCard, type CardValues } from '@portal/shared';
import { renderWithProviders, screen, userEvent } from '@portal/shared/test-utils';
import { CardEntry, cardPayload, type CardPayload } from './card-entry';

const nextYear = String(new Date().getFullYear() + 1);
const GOOD: CardValues = { nameOnCard: 'Jo Bloggs', number: '4111111111111111', expiryMonth: '08', expiryYear: nextYear, cvv: '123' };
const CAPTURED: CapturedCard = {
  CardNumber: '411111######1111',
  NameOnCard: 'Jo Bloggs',
  ExpiryMonth: '08',
  ExpiryYear: '2030',
  Token: 'tok_1',
  TokenReference: 'ref_1',
};

function Harness({ vault, initial = {}, captured = null }: { vault: boolean; initial?: Partial<CardValues>; captured?: CapturedCard | null }) {
  const card = useCardEntry(initial);
  const [result, setResult] = useState<CardPayload | string | null | undefined>(undefined);
  return (
    <>
      <CardEntry vault={vault} card={card} captured={captured} onCaptured={jest.fn()} />
      <button type="button" onClick={() => setResult(cardPayload(vault, card, captured))}>
        Go
      </button>
      {result !== undefined && <output>{JSON.stringify(result)}</output>}
    </>
  );
}

const go = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Go' }));
  return JSON.parse(screen.getByRole('status').textContent ?? 'null');
};

describe('cardPayload over the payment-fields kit', () => {
  it('marks every missing field under it and sends nothing', async () => {
    renderWithProviders(<Harness vault={false} />);
    expect(await go()).toBe('Card number, Name on card, Expiry month, Expiry year, CVV are required.');
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveAccessibleDescription('This field is required.');
  });

  it('refuses an expired card with the message on the expiry field', async () => {
    renderWithProviders(<Harness vault={false} initial={{ ...GOOD, expiryMonth: '01', expiryYear: String(new Date().getFullYear() - 1) }} />);
    expect(await go()).toBeNull();
    expect(screen.getAllByLabelText('Expiry month')[0]).toHaveAccessibleDescription('Card has expired.');
  });

  it('accepts American Express (refused by the old 16-digit rule)', async () => {
    renderWithProviders(<Harness vault={false} initial={{ ...GOOD, number: '378282246310005', cvv: '1234' }} />);
    expect(await go()).toMatchObject({ ccNumber: '378282246310005', cccVv: '1234', cardType: 'AMEXCARD' });
  });

  it('sends the typed card with its detected type and a trimmed name', async () => {
    renderWithProviders(<Harness vault={false} initial={{ ...GOOD, nameOnCard: 'Jo Bloggs ' }} />);
    expect(await go()).toEqual({
      ccNumber: '4111111111111111',
      ccNameOnCard: 'Jo Bloggs',
      ccExpiryMonth: '08',
      ccExpiryYear: nextYear,
      cccVv: '123',
      cardType: 'VISACARD',
    });
  });

  it('with the vault sends the captured card and token, or the capture message when there is none', async () => {
    const { unmount } = renderWithProviders(<Harness vault />);
    expect(await go()).toBe('We are unable to capture your card, please try again.');
    unmount();
    renderWithProviders(<Harness vault captured={CAPTURED} />);
    expect(await go()).toEqual({
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

describe('CardEntry', () => {
  it('keeps only digits, caps the number at its brand length and the CVV at 3, and shows the card type', async () => {
    renderWithProviders(<Harness vault={false} />);
    const number = screen.getByRole('textbox', { name: 'Card number' });
    await userEvent.type(number, '5555 5555-5555 4444 99');
    expect(number).toHaveValue('5555555555554444');
    expect(screen.getByLabelText('Card type mastercard')).toBeInTheDocument();
    const cvv = screen.getByLabelText('CVV');
    await userEvent.type(cvv, '1a234');
    expect(cvv).toHaveValue('123');
  });

  it('with the vault shows the capture frame and the captured card instead of the fields', () => {
    renderWithProviders(<Harness vault captured={CAPTURED} />);
    expect(screen.getByTitle('Card details')).toBeInTheDocument();
    expect(screen.getByText('Card 411111######1111 (Jo Bloggs)')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
  });
});
