import { bus } from '@portal/shared';
import { act, apiSuccess, mockApi, renderWithProviders, screen, waitFor } from '@portal/shared/test-utils';
import { OutstandingGate, outstandingShownKey } from './outstanding-gate';

const row = {
  studentName: 'Mia Waters',
  studentNumber: 'S1001',
  outstandingAmount: 85,
  outstandingCents: 8500,
  posTrasanctionId: 7,
  description: 'Term fees',
  settleReference: '7.x',
};

describe('OutstandingGate', () => {
  afterEach(() => sessionStorage.clear());

  it('emits swim:outstanding and opens the list once per sign-in', async () => {
    mockApi({ 'GET /swim/outstanding': apiSuccess([row]) });
    const events: unknown[] = [];
    const listener = (e: unknown) => events.push(e);
    bus.on('swim:outstanding', listener);
    try {
      renderWithProviders(<OutstandingGate autoOpen />, { session: { user: { userId: 42, userType: 5 } } });
      expect(await screen.findByText('Student/s with outstanding balance')).toBeTruthy();
      expect(screen.getByText('$85.00')).toBeTruthy();
      await waitFor(() => expect(events).toHaveLength(1));
      expect(sessionStorage.getItem(outstandingShownKey(42))).toBe('1');
    } finally {
      bus.off('swim:outstanding', listener);
    }
  });

  it('opens the payment dialog when the bell emits swim:pay', async () => {
    const api = mockApi({ 'GET /swim/outstanding': apiSuccess([row]) });
    // Already shown in this sign-in: the list stays closed, the bell still works.
    renderWithProviders(<OutstandingGate />, { session: { user: { userId: 43, userType: 5 }, theme: { flags: { pciVaultEnabled: false } } } });
    await waitFor(() => expect(api.callsTo('GET /swim/outstanding')).toHaveLength(1));
    expect(screen.queryByText('Student/s with outstanding balance')).toBeNull();
    // The bell emits from its click handler, inside React's event: the test does it inside act.
    act(() => bus.emit('swim:pay', { posTrasanctionId: 7 }));
    expect(await screen.findByText('Payment for Mia Waters')).toBeTruthy();
    expect(screen.getByText('A total of $85.00 will charge to your card.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay' })).toHaveProperty('disabled', true);
  });

  it('opens the payment dialog the bell asked for with ?pay=<id> from another page', async () => {
    mockApi({ 'GET /swim/outstanding': apiSuccess([row]) });
    renderWithProviders(<OutstandingGate />, {
      route: '/swimming?pay=7',
      session: { user: { userId: 44, userType: 5 }, theme: { flags: { pciVaultEnabled: false } } },
    });
    expect(await screen.findByText('Payment for Mia Waters')).toBeTruthy();
    expect(screen.getByText('A total of $85.00 will charge to your card.')).toBeTruthy();
  });
});
