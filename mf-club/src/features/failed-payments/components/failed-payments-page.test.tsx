import { mockApi, pinDeviceClock, renderWithProviders, restoreDeviceClock, screen, serverState, userEvent, type MockApi, type MockApiCall, retype } from '@portal/shared/test-utils';
import { FailedPaymentsPage } from './failed-payments-page';
import { expectRefusedBeforeSending } from '../../../common/console-test-kit';

const JAMIE = {
  id: 7,
  memberNumber: '100101',
  memberName: 'Jamie Filler',
  description: 'Membership direct debit - Flexi',
  dueDate: '2026-11-26',
  amountCents: 2995,
  attempts: 1,
  lastReason: 'Your card was declined.',
  nextAttemptOn: '2026-12-02',
  status: 'failed',
};

let api: MockApi;

test('STAFF see the queue and waive a debit; the settings, refunds and export are not shown to them', async () => {
  const queue = serverState([JAMIE]);
  api = mockApi({
    'GET /club-console/billing/failed': queue.read,
    'POST /club-console/billing/debits/:id/waive': queue.becomes([], { status: 'waived', message: 'The debit was waived.' }),
  });
  renderWithProviders(<FailedPaymentsPage />, { session: { user: { role: 'STAFF' } } });
  expect(await screen.findByText('Jamie Filler (100101)')).toBeInTheDocument();
  expect(screen.getByText('$29.95')).toBeInTheDocument();
  expect(screen.getByText('02/12/2026')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Refund a payment' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Waive Jamie Filler' }));
  expect(await screen.findByText('Jamie Filler: The debit was waived.')).toBeInTheDocument();
  expect(await screen.findByText('No failed payments: every debit has been collected.')).toBeInTheDocument();
  expect(api.callsTo('POST /club-console/billing/debits/:id/waive')[0]?.params).toEqual({ id: '7' });
});

test('an ADMIN saves the retry schedule, and a bad one is refused before it is sent', async () => {
  api = mockApi({
    'GET /club-console/billing/failed': [],
    'GET /club-console/billing/settings': { retryDays: [3, 7, 14], stopBookingsAfter: null },
    'GET /club-console/billing/gateway': { gateway: 'stripe', serverConfigured: true, testMode: true },
    'PUT /club-console/billing/settings': (call: MockApiCall) => call.body,
  });
  renderWithProviders(<FailedPaymentsPage />, { session: { user: { role: 'ADMIN' } } });
  // The gateway, read-only: where the money goes, no key on screen.
  expect(await screen.findByText('Stripe, in test mode: no real money moves.')).toBeInTheDocument();
  const days = await screen.findByRole('textbox', { name: 'Try a declined debit again after (days)' });
  expect(await screen.findByDisplayValue('3, 7, 14')).toBe(days);
  await retype(days, '7, 3');
  await expectRefusedBeforeSending({ api, route: 'PUT /club-console/billing/settings', save: 'Save settings', message: /each later than the one before/ });
  await retype(days, '2, 5');
  await userEvent.type(screen.getByRole('textbox', { name: /Stop bookings after/ }), '2');
  await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText('The billing settings are saved.')).toBeInTheDocument();
  expect(api.callsTo('PUT /club-console/billing/settings')[0]?.body).toEqual({ retryDays: [2, 5], stopBookingsAfter: 2 });
});

test("the finance export offers this month so far, on the club's calendar", async () => {
  // 20:00 UTC on 31 May: already 1 June in Sydney, where this club is.
  pinDeviceClock('2026-05-31T20:00:00Z');
  try {
    api = mockApi({
      'GET /club-console/billing/failed': [],
      'GET /club-console/billing/settings': { retryDays: [3, 7, 14], stopBookingsAfter: null },
      'GET /club-console/billing/gateway': { gateway: 'stripe', serverConfigured: true, testMode: true },
    });
    renderWithProviders(<FailedPaymentsPage />, { session: { user: { role: 'ADMIN' }, theme: { flags: {}, timeZone: 'Australia/Sydney' } } });
    expect(await screen.findByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/v1/club-console/billing/finance-export?from=2026-06-01&to=2026-06-01');
  } finally {
    restoreDeviceClock();
  }
});
