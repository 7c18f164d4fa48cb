import { clubToday, dayjs, FREEZE_FEE_NEEDS_CARD } from '@portal/shared';
import { apiFailure, mockApi, renderWithProviders, screen, userEvent, within } from '@portal/shared/test-utils';
import { HouseholdPage } from './household-page';

const KAI = {
  memberNumber: '300002',
  name: 'Kai Hale',
  email: 'teen@demo.club',
  hasLogin: true,
  membership: '',
  packs: [{ name: 'Group Fitness 20 Pack', remaining: 19, expiryDate: '01/06/2027' }],
  bookings: [{ bookingId: 41, className: 'Vinyasa Flow', startsAt: '2026-12-01T08:00:00.000Z', status: 'Booked' }],
};
const HOUSEHOLD = { dependants: [KAI], students: [], offers: [{ subscriptionId: 6, name: 'Group Fitness 20 Pack', totalCostCents: 18000 }], payerCard: '**** **** **** 4444' };

test('lists each dependant, buys a pack for them after confirming (with an Idempotency-Key) and cancels their booking', async () => {
  const api = mockApi({
    'GET /household': HOUSEHOLD,
    'POST /extras/household/:memberNumber/buy-subscription': { message: 'Nice job, your extra is now ready.', charged: true, paymentId: 9, ptBooked: false },
    'POST /household/:memberNumber/bookings/:bookingId/cancel': 'success',
  });
  renderWithProviders(<HouseholdPage />, { session: { user: {} } });
  const kai = await screen.findByRole('region', { name: 'Kai Hale' });
  expect(within(kai).getByText('Group Fitness 20 Pack: 19 sessions left (expires 01/06/2027)')).toBeInTheDocument();
  await userEvent.click(within(kai).getByRole('button', { name: 'Buy for Kai Hale' }));
  expect(await screen.findByText('Buy Group Fitness 20 Pack for Kai Hale? $180.00 is charged to your card **** **** **** 4444.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
  expect(await screen.findByText('Nice job, your extra is now ready.')).toBeInTheDocument();
  const [bought] = api.callsTo('POST /extras/household/:memberNumber/buy-subscription');
  expect(bought?.params).toEqual({ memberNumber: '300002' });
  expect(bought?.body).toEqual({ subscriptionId: 6 });
  expect(bought?.headers['idempotency-key']).toBeTruthy();
  await userEvent.click(within(kai).getByRole('button', { name: 'Cancel Vinyasa Flow' }));
  expect(await screen.findByText('Booking cancelled.')).toBeInTheDocument();
  expect(api.callsTo('POST /household/:memberNumber/bookings/:bookingId/cancel')[0]?.params).toEqual({ memberNumber: '300002', bookingId: '41' });
});

test('asks the payer for a card first when none is on file', async () => {
  mockApi({ 'GET /household': { ...HOUSEHOLD, payerCard: '' } });
  renderWithProviders(<HouseholdPage />, { session: { user: {} } });
  expect(await screen.findByText('Add a card on Update Payment Method first: packs for your household are paid with it.')).toBeInTheDocument();
});

test('a swim guardian sees each student with their lessons, credits and balance, and links to the swim pages', async () => {
  mockApi({
    'GET /household': {
      dependants: [],
      students: [
        { studentNumber: 'S1001', name: 'Mia Waters', levelName: 'Starfish', lessons: [{ className: 'Starfish Saturday', startsAt: '2026-12-05T23:00:00.000Z' }], makeupCredits: 1, balanceCents: 4500, posTrasanctionId: 7 },
        { studentNumber: 'S1002', name: 'Leo Waters', levelName: 'Dolphin', lessons: [], makeupCredits: 0, balanceCents: 0, posTrasanctionId: 0 },
      ],
      offers: [],
      payerCard: '',
    },
  });
  renderWithProviders(<HouseholdPage />, { session: { user: {} } });
  const mia = await screen.findByRole('region', { name: 'Mia Waters' });
  expect(within(mia).getByText('Level: Starfish')).toBeInTheDocument();
  expect(within(mia).getByText('Make-up credits: 1')).toBeInTheDocument();
  expect(within(mia).getByText('Balance owing: $45.00')).toBeInTheDocument();
  expect(within(mia).getByRole('link', { name: 'Pay for Mia Waters' })).toHaveAttribute('href', '/student-list?pay=7');
  expect(within(mia).getByRole('link', { name: 'Make-up credits of Mia Waters' })).toHaveAttribute('href', '/makeup-credits');
  const leo = screen.getByRole('region', { name: 'Leo Waters' });
  expect(within(leo).getByText('No lessons booked.')).toBeInTheDocument();
  expect(within(leo).queryByRole('link', { name: 'Pay for Leo Waters' })).toBeNull();
  expect(within(leo).getByRole('link', { name: 'Lessons of Leo Waters' })).toHaveAttribute('href', '/student-class-booking');
  // No member dependants: no card warning.
  expect(screen.queryByText('Add a card on Update Payment Method first: packs for your household are paid with it.')).toBeNull();
});

test('shows what it is for before the household arrives; its title is the layout’s alone', () => {
  mockApi({ 'GET /household': HOUSEHOLD });
  renderWithProviders(<HouseholdPage />, { session: { user: {} } });
  expect(screen.queryByRole('heading', { name: 'Household' })).not.toBeInTheDocument();
  expect(screen.getByText(/You pay for the members of your household/)).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Kai Hale' })).not.toBeInTheDocument();
});

test('the payer cancels a dependant’s membership with the dependant’s quote, then withdraws it', async () => {
  const quote = {
    membershipName: 'Flexi No Contract', noticeDays: 30, minimumPeriodMonths: 0, minimumTermEnds: '', effectiveDate: '2026-04-01',
    remainingDebits: [{ date: '2026-03-18', amountCents: 1995 }], remainingDebitsCents: 1995, feeCents: 0, feeDueDate: '', mode: 'online', refusal: '',
  };
  const confirmed = {
    id: 3, reference: 'CAN-AB12CD34', status: 'confirmed', requestedOn: '2026-03-02', effectiveDate: '2026-04-01',
    remainingDebits: quote.remainingDebits, remainingDebitsCents: 1995, feeCents: 0, feeDueDate: '', reason: '', clubNote: '', canWithdraw: true,
  };
  let panel: object = { current: null, quote };
  const api = mockApi({
    'GET /household': { ...HOUSEHOLD, dependants: [{ ...KAI, membership: 'Flexi No Contract' }] },
    'GET /household/:memberNumber/cancellation': () => panel,
    'POST /household/:memberNumber/cancellation': () => {
      panel = { current: confirmed, quote: null };
      return confirmed;
    },
    'GET /household/:memberNumber/suspension': [],
    'DELETE /household/:memberNumber/cancellation': () => {
      panel = { current: { ...confirmed, status: 'withdrawn', canWithdraw: false }, quote };
      return panel;
    },
  });
  renderWithProviders(<HouseholdPage />, { session: { user: {} } });
  const kai = await screen.findByRole('region', { name: 'Kai Hale' });
  await userEvent.click(await within(kai).findByRole('button', { name: 'Cancel membership of Kai Hale' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByRole('cell', { name: '01/04/2026' })).toBeInTheDocument();
  expect(within(dialog).getByText('Debits still to come: 1, $19.95 in all')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Kai Hale’s membership' }));
  expect(await within(dialog).findByText(/Kai Hale’s membership ends on 01\/04\/2026\. Reference CAN-AB12CD34/)).toBeInTheDocument();
  const [sent] = api.callsTo('POST /household/:memberNumber/cancellation');
  expect(sent?.params).toEqual({ memberNumber: '300002' });
  expect(sent?.body).toEqual({ reason: '' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(await within(kai).findByText('Kai Hale’s membership ends on 01/04/2026 (reference CAN-AB12CD34).')).toBeInTheDocument();
  await userEvent.click(within(kai).getByRole('button', { name: 'Withdraw cancellation for Kai Hale' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
  expect(await within(kai).findByRole('button', { name: 'Cancel membership of Kai Hale' })).toBeInTheDocument();
  expect(api.callsTo('DELETE /household/:memberNumber/cancellation')).toHaveLength(1);
});

test('the payer freezes a dependant’s membership with the member’s freeze form, the fee on their card, then ends the freeze', async () => {
  const start = dayjs(clubToday()).add(3, 'day');
  const end = start.add(13, 'day');
  let frozen: object[] = [];
  let attempt = 0;
  const api = mockApi({
    'GET /household': { ...HOUSEHOLD, dependants: [{ ...KAI, membership: 'Flexi No Contract' }] },
    'GET /household/:memberNumber/cancellation': { current: null, quote: null },
    'GET /household/:memberNumber/suspension': () => frozen,
    'GET /suspension/reasons': [{ reasonId: 1, reasonText: 'Travel' }],
    'GET /suspension/max-days/:n': { maxSuspensionDays: 90 },
    'GET /suspension/freeze-types': [{ id: 4, name: 'Holiday', minDays: 7, maxDays: 28, feeKind: 'flat', feeCents: 1500, maxPerYear: 2, noticeDays: 0, active: true }],
    'POST /household/:memberNumber/suspension/quote': { days: 14, feeCents: 1500, debitsNow: [], debitsAfter: [] },
    'POST /household/:memberNumber/suspension': () => {
      attempt += 1;
      if (attempt === 1) return apiFailure(400, FREEZE_FEE_NEEDS_CARD);
      frozen = [{ id: 8, reasonId: 1, reasonText: 'Travel', suspendFromDate: start.format('DD/MM/YYYY'), suspendToDate: end.format('DD/MM/YYYY'), feeCents: 1500 }];
      return 'success';
    },
    'DELETE /household/:memberNumber/suspension': () => {
      frozen = [];
      return 'success';
    },
  });
  renderWithProviders(<HouseholdPage />, { session: { user: {} } });
  const kai = await screen.findByRole('region', { name: 'Kai Hale' });
  await userEvent.click(await within(kai).findByRole('button', { name: 'Freeze membership of Kai Hale' }));
  await userEvent.click(await within(kai).findByRole('combobox', { name: /Freeze type/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Holiday' }));
  await userEvent.click(within(kai).getByRole('combobox', { name: /Suspend Reason/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Travel' }));
  await userEvent.type(within(kai).getByRole('textbox', { name: /^From/ }), start.format('DD/MM/YYYY'));
  await userEvent.type(within(kai).getByRole('textbox', { name: /^Until/ }), end.format('DD/MM/YYYY'));
  await userEvent.click(within(kai).getByRole('button', { name: 'Freeze for Kai Hale' }));
  expect(await screen.findByText('14 days, fee $15.00.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
  expect(await within(kai).findByText(FREEZE_FEE_NEEDS_CARD)).toBeInTheDocument();
  await userEvent.click(within(kai).getByRole('button', { name: 'Freeze for Kai Hale' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
  expect(await within(kai).findByText(`Kai Hale’s membership is frozen from ${start.format('DD/MM/YYYY')} to ${end.format('DD/MM/YYYY')} (Travel), fee $15.00.`)).toBeInTheDocument();
  const sent = api.callsTo('POST /household/:memberNumber/suspension');
  expect(sent[1]?.params).toEqual({ memberNumber: '300002' });
  expect(sent[1]?.body).toEqual({ reasonId: 1, suspendFromString: start.format('DD/MM/YYYY'), suspendToString: end.format('DD/MM/YYYY'), freezeTypeId: 4 });
  expect(sent[1]?.headers['idempotency-key']).toBeTruthy();
  await userEvent.click(within(kai).getByRole('button', { name: 'End freeze for Kai Hale' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
  expect(await within(kai).findByRole('button', { name: 'Freeze membership of Kai Hale' })).toBeInTheDocument();
  expect(api.callsTo('DELETE /household/:memberNumber/suspension')).toHaveLength(1);
});
