import { CANCEL_DECLINE_NOTE_REQUIRED } from '@portal/shared';
import type { ConsoleCancellation } from '@portal/shared/contracts';
import { mockApi, renderWithProviders, resetSession, screen, userEvent, within } from '@portal/shared/test-utils';
import { CancellationsPage } from './cancellations-page';
import { expectRefusedBeforeSending } from '../../../common/console-test-kit';

afterEach(() => resetSession());

const request: ConsoleCancellation = {
  id: 5, reference: 'CAN-ZX98YW76', status: 'requested', requestedOn: '2026-03-02', effectiveDate: '2026-04-01',
  remainingDebits: [{ date: '2026-03-18', amountCents: 1995 }], remainingDebitsCents: 1995, feeCents: 0, feeDueDate: '', reason: 'Injury', clubNote: '', canWithdraw: true,
  memberNumber: '100003', memberName: 'Sam Paused', membershipName: 'Flexi No Contract',
};

test('an ADMIN approves a request; declining needs a note the member will see', async () => {
  const api = mockApi({
    'GET /club-console/cancellations': [request, { ...request, id: 6, reference: 'CAN-QQ11RR22', status: 'confirmed' }],
    'POST /club-console/cancellations/5/decision': { ...request, status: 'confirmed' },
  });
  renderWithProviders(<CancellationsPage />, { session: { user: { role: 'ADMIN' } } });
  expect(await screen.findByText('CAN-ZX98YW76', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByText('Waiting for an answer')).toBeInTheDocument();
  // Only the waiting request can be answered.
  expect(screen.getAllByRole('button', { name: 'Approve' })).toHaveLength(1);

  await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
  const dialog = await screen.findByRole('dialog');
  await expectRefusedBeforeSending({ api, route: 'POST /club-console/cancellations/5/decision', save: 'Decline request', message: CANCEL_DECLINE_NOTE_REQUIRED }, within(dialog));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));

  await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
  await screen.findByText('CAN-ZX98YW76');
  expect(api.callsTo('POST /club-console/cancellations/5/decision')[0]?.body).toEqual({ decision: 'approve', note: '' });
});
