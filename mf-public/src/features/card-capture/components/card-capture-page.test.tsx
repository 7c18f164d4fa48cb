import { apiFailure, fillCardFields, mockApi, renderWithProviders, screen, userEvent, waitFor } from '@portal/shared/test-utils';
import { CARD_CAPTURE_STARTED } from '@portal/shared';
import { CardCapturePage } from './card-capture-page';
import { targetOrigin } from './post-to-parent';

const YEAR = String(new Date().getFullYear() + 1);

const fillCard = (number = '4242 4242 4242 4242', cvv = '123') => fillCardFields({ number, cvv, year: YEAR });

/**
 * The capture page with the vault's answer mocked and a spy on what it posts to its parent, the
 * card filled in and "Use this card" pressed.
 */
async function captureCard(vaultAnswer: unknown, number?: string, cvv?: string) {
  const api = mockApi({ 'POST /payments/vault/tokenize': vaultAnswer });
  const post = jest.spyOn(window, 'postMessage').mockImplementation(() => undefined);
  renderWithProviders(<CardCapturePage />);
  await fillCard(number, cvv);
  return { api, post };
}
const useThisCard = () => userEvent.click(screen.getByRole('button', { name: 'Use this card' }));

describe('CardCapturePage', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('tokenises the card and posts the vault message to its parent origin', async () => {
    const message = { Token: 'tok_1', TokenReference: 'ref_1', CardNumber: '424242######4242', NameOnCard: 'Jo Bloggs', ExpiryMonth: '08', ExpiryYear: YEAR };
    const { api, post } = await captureCard(message);
    expect(screen.getByLabelText('Card type visa')).toBeInTheDocument();
    await useThisCard();
    await waitFor(() => expect(post).toHaveBeenCalledWith(message, window.location.origin));
    expect(api.callsTo('POST /payments/vault/tokenize')[0]!.body).toMatchObject({ ccNumber: '4242424242424242', cccVv: '123', ccExpiryMonth: '08' });
  });

  it('tells its parent at once that the card is on its way, so a Next pressed meanwhile waits for it', async () => {
    const message = { Token: 'tok_1', TokenReference: 'ref_1', CardNumber: '424242######4242', NameOnCard: 'Jo Bloggs', ExpiryMonth: '08', ExpiryYear: YEAR };
    const { post } = await captureCard(message);
    await useThisCard();
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect(post.mock.calls.map(([data]) => data)).toEqual([CARD_CAPTURE_STARTED, message]);
  });

  it('shows the spec message when the vault fails', async () => {
    const { post } = await captureCard(apiFailure(400, 'Invalid credit card Number'));
    await useThisCard();
    expect(await screen.findByText('We are unable to capture your card, please try again.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(expect.objectContaining({ Token: '' }), window.location.origin);
  });

  it('takes an American Express card with its 4-digit CID (refused before)', async () => {
    const message = { Token: 'tok_2', TokenReference: 'ref_2', CardNumber: '378282######0005', NameOnCard: 'Jo Bloggs', ExpiryMonth: '08', ExpiryYear: YEAR };
    const { api, post } = await captureCard(message, '378282246310005', '1234');
    await useThisCard();
    await waitFor(() => expect(post).toHaveBeenCalledWith(message, window.location.origin));
    expect(api.callsTo('POST /payments/vault/tokenize')[0]!.body).toMatchObject({ ccNumber: '378282246310005', cccVv: '1234' });
  });

  it("puts the server's expired-card answer on the expiry field", async () => {
    await captureCard(apiFailure(400, 'Card has expired.'));
    await useThisCard();
    await waitFor(() => expect(screen.getAllByLabelText('Expiry month')[0]).toHaveAccessibleDescription('Card has expired.'));
  });

  it('only targets allow-listed parent origins', () => {
    expect(targetOrigin('?parentOrigin=https://evil.example', 'http://localhost:8080')).toBe('http://localhost:8080');
    expect(targetOrigin('?parentOrigin=http://localhost:8082', 'http://localhost:8080')).toBe('http://localhost:8082');
  });
});
