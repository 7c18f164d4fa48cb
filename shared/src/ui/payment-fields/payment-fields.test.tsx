import { useState } from 'react';
import { apiFailure, fillDebitFields, mockApi, renderWithProviders, screen, userEvent, waitFor, type MockApi } from '../../test-utils';
import { CardFields } from './card-fields';
import { DebitFields } from './debit-fields';
import { useCardEntry, type CardBody } from './use-card-entry';
import { useDebitEntry, type DebitBody } from './use-debit-entry';
import type { CardValues } from '../../validators';

const thisYear = new Date().getFullYear();

function CardHarness({ initial, serverMessage }: { initial: Partial<CardValues>; serverMessage?: string }) {
  const entry = useCardEntry(initial);
  const [body, setBody] = useState<CardBody | null>(null);
  return (
    <>
      <CardFields form={entry.form} />
      <button type="button" onClick={() => setBody(entry.check())}>
        Check
      </button>
      <button type="button" onClick={() => serverMessage && entry.showServerError(serverMessage)}>
        Server
      </button>
      {body && <output>{JSON.stringify(body)}</output>}
    </>
  );
}

function DebitHarness() {
  const entry = useDebitEntry('member');
  const [body, setBody] = useState<DebitBody | null>(null);
  return (
    <>
      <DebitFields entry={entry} />
      <button type="button" onClick={() => setBody(entry.check())}>
        Check
      </button>
      {body && <output>{JSON.stringify(body)}</output>}
    </>
  );
}

const good = { nameOnCard: 'Jo Bloggs', expiryMonth: '12', expiryYear: String(thisYear + 2) };

describe('payment-fields kit: card', () => {
  it('accepts an American Express card with its 4-digit CID (refused before card-validator)', async () => {
    renderWithProviders(<CardHarness initial={{ ...good, number: '378282246310005', cvv: '1234' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('status')).toHaveTextContent('"ccNumber":"378282246310005"');
    expect(screen.getByRole('status')).toHaveTextContent('"cardType":"AMEXCARD"');
  });

  it('accepts a 14-digit Diners Club card', async () => {
    renderWithProviders(<CardHarness initial={{ ...good, number: '30569309025904', cvv: '123' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('status')).toHaveTextContent('"cardType":"DINERSCLUBCARD"');
  });

  it('refuses an expired card at the card step, with the message on the expiry field', async () => {
    renderWithProviders(<CardHarness initial={{ ...good, number: '4242424242424242', cvv: '123', expiryMonth: '01', expiryYear: String(thisYear - 1) }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getAllByLabelText('Expiry month')[0]).toHaveAccessibleDescription('Card has expired.');
  });

  it('puts a server card message under its field', async () => {
    renderWithProviders(<CardHarness initial={{ ...good, number: '4242424242424242', cvv: '123' }} serverMessage="Invalid CVV." />);
    await userEvent.click(screen.getByRole('button', { name: 'Server' }));
    expect(screen.getByLabelText('CVV')).toHaveAccessibleDescription('Invalid CVV.');
  });
});

describe('payment-fields kit: direct debit', () => {
  let api: MockApi;

  it("shows the server's BSB answer under the BSB and refuses to go on", async () => {
    api = mockApi({ 'GET /bsb/:bsb': apiFailure(400, 'Invalid BSB number.') });
    renderWithProviders(<DebitHarness />);
    await fillDebitFields({ bsb1: '999', bsb2: '999', accountNumber: '123456' });
    await waitFor(() => expect(screen.getByText('Invalid BSB number.')).toBeInTheDocument());
    expect(api.callsTo('GET /bsb/:bsb')[0]!.params.bsb).toBe('999-999');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('names the institution of a valid BSB and hands back the body', async () => {
    api = mockApi({ 'GET /bsb/:bsb': { bsb: '062-000', bankCode: 'CBA', institution: 'Commonwealth Bank', state: 'NSW' } });
    renderWithProviders(<DebitHarness />);
    await fillDebitFields({ bsb1: '062', bsb2: '000', accountNumber: '12345678' });
    await waitFor(() => expect(screen.getByText('Commonwealth Bank (NSW)')).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('status')).toHaveTextContent('"bsbNumber1":"062","bsbNumber2":"000","accountNumber":"12345678","accountName":"Jo Bloggs"');
  });
});
