import { act, mockApi, renderWithProviders, screen, userEvent, waitFor } from '@portal/shared/test-utils';
import { CARD_CAPTURE_STARTED, type CapturedCard } from '@portal/shared';
import type { PurchasableSubscription } from '@portal/shared/contracts';
import { BuyExtrasDialog } from './buy-extras-dialog';

const PT_PACK: PurchasableSubscription = {
  subscriptionId: 5,
  subscriptionName: 'PT 5 Pack',
  subscriptionTypeName: 'Personal Training',
  subscriptionType: 1,
  contractType: 1,
  totalCost: 250,
  totalCostCents: 25000,
  numberOfSession: 5,
  isUnlimitedSession: false,
  onlineBodyDescription: '',
  onlineFooterDescription: '',
};

const CARD: CapturedCard = {
  CardNumber: '424242######4242',
  NameOnCard: 'Riley Renew',
  ExpiryMonth: '08',
  ExpiryYear: '2030',
  Token: 'tok_1',
  TokenReference: 'ref_1',
};

/** A message from the card frame's page, as its window posts it. */
function fromFrame(data: unknown) {
  const frame = screen.getByTitle('Card details') as HTMLIFrameElement;
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin, source: frame.contentWindow }));
  });
}

async function toCardStep() {
  const api = mockApi({
    'GET /extras/purchasable/:clubId': { subscriptions: [PT_PACK], addons: [], memberIsDirectDebit: false },
    'POST /extras/buy-subscription': { message: 'Purchased.', charged: true, paymentId: 1, ptBooked: false },
  });
  renderWithProviders(<BuyExtrasDialog opened onClose={jest.fn()} onPurchased={jest.fn()} />, {
    session: { user: { memberNumber: 'M1', userId: 1 }, clubId: 1, theme: { flags: { pciVaultEnabled: true } } } as never,
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Buy PT 5 Pack' }, { timeout: 5000 }));
  return api;
}

const CAPTURE_FAILED = 'We are unable to capture your card, please try again.';

describe('BuyExtrasDialog with the card vault', () => {
  it('Next pressed while the frame is still capturing the card waits for it, then goes on', async () => {
    await toCardStep();
    // "Use this card" in the frame: the vault has not answered yet when Next is pressed.
    fromFrame(CARD_CAPTURE_STARTED);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByText(CAPTURE_FAILED)).toBeNull();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-busy', 'true');
    fromFrame(CARD);
    expect(await screen.findByRole('button', { name: 'Purchase' })).toBeInTheDocument();
    expect(screen.queryByText(CAPTURE_FAILED)).toBeNull();
  });

  it('Next waiting for the capture stays on the card step with the message when the vault refuses the card', async () => {
    await toCardStep();
    fromFrame(CARD_CAPTURE_STARTED);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    fromFrame({ ...CARD, Token: '' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-busy'));
    expect(screen.getAllByText(CAPTURE_FAILED).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Purchase' })).toBeNull();
  });

  it('Next with no card says so; the card that then arrives takes the message away', async () => {
    await toCardStep();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(CAPTURE_FAILED)).toBeInTheDocument();
    fromFrame(CARD_CAPTURE_STARTED);
    fromFrame(CARD);
    expect(screen.getByText('Card 424242######4242 (Riley Renew)')).toBeInTheDocument();
    expect(screen.queryByText(CAPTURE_FAILED)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: 'Purchase' })).toBeInTheDocument();
  });

  it('sends the captured token with the purchase', async () => {
    const api = await toCardStep();
    fromFrame(CARD_CAPTURE_STARTED);
    fromFrame(CARD);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Purchase' }));
    await waitFor(() => expect(api.callsTo('POST /extras/buy-subscription')).toHaveLength(1));
    expect(api.callsTo('POST /extras/buy-subscription')[0]!.body).toMatchObject({ subscriptionId: 5, token: 'tok_1', tokenReference: 'ref_1', ccNumber: '424242######4242', cccVv: '000' });
  });
});
