import type { UpcomingDebit } from '@portal/shared/contracts';
import { mockApi, renderWithProviders, resetSession, screen, waitFor, within } from '@portal/shared/test-utils';
import { UpcomingDebits } from './upcoming-debits';

afterEach(() => resetSession());

test('lists the fees to come with their due date, description and amount', async () => {
  const debits: UpcomingDebit[] = [
    { id: 4, dueDate: '2026-03-03', description: 'Late cancellation: Spin 02/03/2026', amountCents: 1500 },
    { id: 9, dueDate: '2026-04-01', description: 'Early cancellation fee for Kai Hale', amountCents: 9900 },
  ];
  mockApi({ 'GET /portal/payments/upcoming': () => debits });
  renderWithProviders(<UpcomingDebits />, { session: { user: { userId: 7, memberNumber: '100001' } } });
  const table = await screen.findByRole('table', { name: 'Upcoming debits' }, { timeout: 5000 });
  const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
  expect(rows).toEqual([
    ['03/03/2026', 'Late cancellation: Spin 02/03/2026', '$15.00'],
    ['01/04/2026', 'Early cancellation fee for Kai Hale', '$99.00'],
  ]);
});

test('shows nothing while no debit is to come', async () => {
  const api = mockApi({ 'GET /portal/payments/upcoming': () => [] });
  renderWithProviders(<UpcomingDebits />, { session: { user: { userId: 7, memberNumber: '100001' } } });
  await waitFor(() => expect(api.callsTo('GET /portal/payments/upcoming')).toHaveLength(1));
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});
