import { CANCEL_ALREADY, maxLength } from '@portal/shared';
import type { Cancellation, CancellationPanel, CancellationQuote } from '@portal/shared/contracts';
import { apiFailure, mockApi, renderWithProviders, resetSession, screen, userEvent, within, type MockApiCall } from '@portal/shared/test-utils';
import { CancellationCard } from './cancellation-card';

afterEach(() => resetSession());

const quote: CancellationQuote = {
  membershipName: 'Flexi No Contract',
  noticeDays: 30,
  minimumPeriodMonths: 0,
  minimumTermEnds: '',
  effectiveDate: '2026-04-01',
  remainingDebits: [
    { date: '2026-03-18', amountCents: 1995 },
    { date: '2026-03-25', amountCents: 1995 },
  ],
  remainingDebitsCents: 3990,
  feeCents: 0,
  feeDueDate: '',
  mode: 'online',
  refusal: '',
};
const confirmed: Cancellation = {
  id: 3, reference: 'CAN-AB12CD34', status: 'confirmed', requestedOn: '2026-03-02', effectiveDate: '2026-04-01',
  remainingDebits: quote.remainingDebits, remainingDebitsCents: 3990, feeCents: 0, feeDueDate: '', reason: 'Moving', clubNote: '', canWithdraw: true,
};

test('shows the quote, sends only the reason, and confirms with the same date, debits and a reference', async () => {
  let panel: CancellationPanel = { current: null, quote };
  const api = mockApi({
    'GET /cancellation/:n': () => panel,
    'POST /cancellation': () => {
      panel = { current: confirmed, quote: null };
      return confirmed;
    },
  });
  renderWithProviders(<CancellationCard />, { session: { user: { userId: 7, memberNumber: '100001' } } });
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel Membership' }, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByRole('cell', { name: '01/04/2026' })).toBeInTheDocument();
  expect(within(dialog).getByText('Debits still to come: 2, $39.90 in all')).toBeInTheDocument();
  expect(within(dialog).getByText('18/03/2026: $19.95')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Moving');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel my membership' }));
  expect(await within(dialog).findByText(/Your membership ends on 01\/04\/2026\. Reference CAN-AB12CD34/)).toBeInTheDocument();
  expect((api.callsTo('POST /cancellation')[0] as MockApiCall).body).toEqual({ userId: 7, reason: 'Moving' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(await screen.findByText(/Cancelled \(reference CAN-AB12CD34\): your membership ends on 01\/04\/2026/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Withdraw Cancellation' })).toBeInTheDocument();
});

test('a refusal from the quote hides the confirm button; a server refusal shows its message', async () => {
  mockApi({ 'GET /cancellation/:n': { current: null, quote: { ...quote, refusal: 'Your membership is in its minimum term until 01/01/2027 and cannot be cancelled before then.' } } });
  renderWithProviders(<CancellationCard />, { session: { user: { userId: 7, memberNumber: '100001' } } });
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel Membership' }, { timeout: 5000 }));
  expect(await screen.findByRole('alert')).toHaveTextContent('minimum term until 01/01/2027');
  expect(screen.queryByRole('button', { name: 'Cancel my membership' })).toBeNull();
});

test('a reason over its bound is refused on its field before any call; the server’s refusal shows', async () => {
  const api = mockApi({ 'GET /cancellation/:n': { current: null, quote }, 'POST /cancellation': apiFailure(400, CANCEL_ALREADY) });
  renderWithProviders(<CancellationCard />, { session: { user: { userId: 7, memberNumber: '100001' } } });
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel Membership' }, { timeout: 5000 }));
  const reason = await screen.findByRole('textbox', { name: /Reason/ });
  // maxLength stops typing; a pasted value past it still meets the rule.
  reason.removeAttribute('maxlength');
  await userEvent.click(reason);
  await userEvent.paste('x'.repeat(2001));
  await userEvent.click(screen.getByRole('button', { name: 'Cancel my membership' }));
  expect(await screen.findByText(maxLength(2000))).toBeInTheDocument();
  expect(api.callsTo('POST /cancellation')).toHaveLength(0);
  await userEvent.clear(reason);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel my membership' }));
  expect(await screen.findByText(CANCEL_ALREADY)).toBeInTheDocument();
});

test('a request waiting for the club shows its status and can be withdrawn', async () => {
  const api = mockApi({
    'GET /cancellation/:n': { current: { ...confirmed, status: 'requested' }, quote: null },
    'DELETE /cancellation/:n': { ...confirmed, status: 'withdrawn', canWithdraw: false },
  });
  renderWithProviders(<CancellationCard />, { session: { user: { userId: 7, memberNumber: '100001' } } });
  expect(await screen.findByText(/Cancellation requested \(reference CAN-AB12CD34\): waiting for the club/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Withdraw Cancellation' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
  expect(api.callsTo('DELETE /cancellation/:n')).toHaveLength(1);
});
