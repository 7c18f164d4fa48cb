import { renderWithProviders, resetSession, screen, userEvent, waitFor, retype, openDialog } from '@portal/shared/test-utils';
import { PRICE_MESSAGE } from '@portal/shared';
import type { ConsoleAddon, ConsoleMembershipType } from '@portal/shared/contracts';
import { createsInto, expectRefusedBeforeSending } from '../../../common/console-test-kit';
import { MembershipsPage } from './memberships-page';
import { membershipsApi } from './memberships-test-api';

afterEach(() => resetSession());

const towel: ConsoleAddon = { id: 7, description: 'Towel Service', totalCostCents: 6000, minimumPeriodLabel: '3 Months', visits: 0, validDays: 90, active: true, holderCount: 0 };

test('an ADMIN creates a direct-debit type with an add-on; a price of -1 is refused on its field first', async () => {
  const types: ConsoleMembershipType[] = [];
  const api = membershipsApi({
    'GET /club-console/membership-types': () => types,
    'GET /club-console/add-ons': [towel],
    'POST /club-console/membership-types': createsInto(types, { id: 11, active: true, memberCount: 0 }),
  });
  renderWithProviders(<MembershipsPage />, { session: { user: { role: 'ADMIN' } } });
  expect(await screen.findByText(/No membership types yet/)).toBeInTheDocument();
  const dialog = await openDialog('New membership type');
  await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'Harbour DD');
  await userEvent.type(dialog.getByRole('textbox', { name: 'Regular payment' }), '-1');
  await expectRefusedBeforeSending({ api, route: 'POST /club-console/membership-types', save: 'Save membership type', message: PRICE_MESSAGE }, dialog);

  const price = dialog.getByRole('textbox', { name: 'Regular payment' });
  await retype(price, '34.95');
  await userEvent.click(dialog.getByRole('checkbox', { name: 'Towel Service' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Save membership type' }));
  expect(await screen.findByText('The membership type was created.')).toBeInTheDocument();
  const [post] = api.callsTo('POST /club-console/membership-types');
  expect(post?.body).toMatchObject({ description: 'Harbour DD', paymentKind: 'direct-debit', paymentFrequency: 'fortnightly', priceCents: 3495, addonIds: [7] });
  await waitFor(() => expect(screen.getByRole('cell', { name: 'Harbour DD' })).toBeInTheDocument());
});

test('an ADMIN creates a class pack: paid in full with the number of sessions it includes', async () => {
  const api = membershipsApi({
    'POST /club-console/membership-types': createsInto<ConsoleMembershipType>([], { id: 12, active: true, memberCount: 0 }),
  });
  renderWithProviders(<MembershipsPage />, { session: { user: { role: 'ADMIN' } } });
  const dialog = await openDialog('New membership type');
  // A debit membership has no pack field: its visits are not counted.
  expect(dialog.queryByRole('textbox', { name: 'Sessions in the pack' })).not.toBeInTheDocument();
  await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), '10 Visit Pass');
  await userEvent.click(dialog.getByText('Paid in full'));
  await userEvent.type(dialog.getByRole('textbox', { name: 'Price' }), '150');
  const sessions = dialog.getByRole('textbox', { name: 'Sessions in the pack' });
  await retype(sessions, '10');
  await userEvent.click(dialog.getByRole('button', { name: 'Save membership type' }));
  expect(await screen.findByText('The membership type was created.')).toBeInTheDocument();
  expect(api.callsTo('POST /club-console/membership-types')[0]?.body).toMatchObject({ description: '10 Visit Pass', paymentKind: 'paid-in-full', priceCents: 15000, sessionCount: 10 });
});

test('removing a type members hold says it was retired', async () => {
  const held: ConsoleMembershipType = {
    id: 1, description: '12 Month Direct Debit', shortDescription: '', fullDescription: '', paymentKind: 'direct-debit', paymentFrequency: 'fortnightly', priceCents: 2995,
    joiningFeeCents: 9900, accessCardFeeCents: 2000, minimumPeriod: 12, durationDays: 0, noOfDaysAllowMembershipStartDate: 30, noOfDaysAllowPaymentStartDate: 14,
    sessionCount: 0, onlineSignupTag: '', photo: '', isWebPurchasable: true, cancelNoticeDays: 30, earlyCancelAllowed: false, earlyCancelFeeCents: 0, addonIds: [], active: true, memberCount: 3,
  };
  membershipsApi({
    'GET /club-console/membership-types': [held],
    'DELETE /club-console/membership-types/1': { outcome: 'retired', message: '3 members hold 12 Month Direct Debit, so it was retired: it is no longer sold, and members keep it.' },
  });
  renderWithProviders(<MembershipsPage />, { session: { user: { role: 'ADMIN' } } });
  await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
  expect(await screen.findByText(/so it was retired/)).toBeInTheDocument();
});
