import { FREEZE_MAX_BELOW_MIN_MESSAGE } from '@portal/shared';
import type { FreezeType } from '@portal/shared/contracts';
import { renderWithProviders, resetSession, screen, userEvent, waitFor, retype, openDialog } from '@portal/shared/test-utils';
import { createsInto, expectRefusedBeforeSending } from '../../../common/console-test-kit';
import { MembershipsPage } from './memberships-page';
import { membershipsApi } from './memberships-test-api';

afterEach(() => resetSession());

test('an ADMIN adds a freeze type; a longest freeze shorter than the shortest is refused on its field first', async () => {
  const types: FreezeType[] = [];
  const api = membershipsApi({
    'GET /club-console/freeze-types': () => types,
    'POST /club-console/freeze-types': createsInto(types, { id: 3, active: true }),
  });
  renderWithProviders(<MembershipsPage />, { session: { user: { role: 'ADMIN' } } });
  await userEvent.click(await screen.findByRole('tab', { name: 'Freeze types' }, { timeout: 5000 }));
  const dialog = await openDialog('New freeze type');
  await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'Holiday');
  const longest = dialog.getByRole('textbox', { name: 'Longest (days)' });
  await retype(longest, '3');
  await expectRefusedBeforeSending({ api, route: 'POST /club-console/freeze-types', save: 'Save freeze type', message: FREEZE_MAX_BELOW_MIN_MESSAGE }, dialog);

  await retype(longest, '28');
  const fee = dialog.getByRole('textbox', { name: 'Fee amount' });
  await retype(fee, '5');
  await userEvent.click(dialog.getByRole('button', { name: 'Save freeze type' }));
  await waitFor(() => expect(api.callsTo('POST /club-console/freeze-types')).toHaveLength(1));
  expect(api.callsTo('POST /club-console/freeze-types')[0]?.body).toEqual({ name: 'Holiday', minDays: 7, maxDays: 28, feeKind: 'per-week', feeCents: 500, maxPerYear: 2, noticeDays: 0 });
  expect(await screen.findByRole('cell', { name: '7 to 28 days' })).toBeInTheDocument();
});
