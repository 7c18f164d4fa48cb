import { FREEZE_MAX_BELOW_MIN_MESSAGE } from '@portal/shared';
import type { FreezeType, FreezeTypeInput } from '@portal/shared/contracts';
import { mockApi, renderWithProviders, resetSession, screen, userEvent, waitFor, within, type MockApiCall } from '@portal/shared/test-utils';
import { MembershipsPage } from './memberships-page';

afterEach(() => resetSession());

test('an ADMIN adds a freeze type; a longest freeze shorter than the shortest is refused on its field first', async () => {
  const types: FreezeType[] = [];
  const api = mockApi({
    'GET /club-console/membership-types': [],
    'GET /club-console/add-ons': [],
    'GET /club-console/promo-codes': [],
    'GET /club-console/vouchers': [],
    'GET /club-console/freeze-types': () => types,
    'POST /club-console/freeze-types': (call: MockApiCall) => {
      const created = { ...(call.body as FreezeTypeInput), id: 3, active: true };
      types.push(created);
      return created;
    },
  });
  renderWithProviders(<MembershipsPage />, { session: { user: { role: 'ADMIN' } } });
  await userEvent.click(await screen.findByRole('tab', { name: 'Freeze types' }, { timeout: 5000 }));
  await userEvent.click(await screen.findByRole('button', { name: 'New freeze type' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Holiday');
  const longest = within(dialog).getByRole('textbox', { name: 'Longest (days)' });
  await userEvent.clear(longest);
  await userEvent.type(longest, '3');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save freeze type' }));
  expect(await within(dialog).findByText(FREEZE_MAX_BELOW_MIN_MESSAGE)).toBeInTheDocument();
  expect(api.callsTo('POST /club-console/freeze-types')).toHaveLength(0);

  await userEvent.clear(longest);
  await userEvent.type(longest, '28');
  const fee = within(dialog).getByRole('textbox', { name: 'Fee amount' });
  await userEvent.clear(fee);
  await userEvent.type(fee, '5');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save freeze type' }));
  await waitFor(() => expect(api.callsTo('POST /club-console/freeze-types')).toHaveLength(1));
  expect(api.callsTo('POST /club-console/freeze-types')[0]?.body).toEqual({ name: 'Holiday', minDays: 7, maxDays: 28, feeKind: 'per-week', feeCents: 500, maxPerYear: 2, noticeDays: 0 });
  expect(await screen.findByRole('cell', { name: '7 to 28 days' })).toBeInTheDocument();
});
