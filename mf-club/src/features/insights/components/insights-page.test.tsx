import { mockApi, pinDeviceClock, renderWithProviders, restoreDeviceClock, screen, userEvent, within, type MockApi, retype } from '@portal/shared/test-utils';
import { InsightsPage } from './insights-page';

// jsdom has no layout for recharts to measure: the chart is the table's picture, tested in the browser (e2e).
jest.mock('./report-chart', () => ({ ReportChart: ({ title }: { title: string }) => <figure aria-label={title} /> }));

const totals = { bookings: 5, checkIns: 2, noShows: 1, lateCancels: 1, waitlisted: 1, booked: 3, capacity: 10, fillRate: 30 };
const ATTENDANCE = {
  from: '2026-11-02',
  to: '2026-11-29',
  previousFrom: '2026-10-05',
  previousTo: '2026-11-01',
  by: 'class',
  rows: [{ key: '4', label: 'Body Pump', ...totals }],
  totals,
  previous: { ...totals, bookings: 4 },
};
const MONEY_TOTALS = { collectedCents: 5000, failedCents: 3300, failedCount: 1, refundedCents: 1000, outstandingCents: 3300 };

let api: MockApi;

beforeEach(() => {
  api = mockApi({
    'GET /club-console/insights/attendance': ATTENDANCE,
    'GET /club-console/insights/money': { ...ATTENDANCE, by: 'day', rows: [{ key: '2026-11-03', label: '03/11/2026', ...MONEY_TOTALS }], totals: MONEY_TOTALS, previous: MONEY_TOTALS },
    'GET /club-console/insights/members': { ...ATTENDANCE, rows: [], totals: { joins: 0, cancellations: 0, freezes: 0, net: 0 }, previous: { joins: 0, cancellations: 0, freezes: 0, net: 0 }, byType: [] },
    'GET /club-console/insights/slipping': { days: 30, total: 1, members: [{ memberNumber: '100100', name: 'Alex Member', membershipType: 'Flexi', lastVisit: null }] },
    'POST /club-console/insights/slipping/message': { sent: 1, message: 'Message sent to 1 member.' },
    'GET /club-console/insights/rows': { total: 2, rows: [{ when: '2026-11-03 09:00', memberNumber: '100100', memberName: 'Alex Member', detail: 'Body Pump (Booked)', amountCents: null }] },
  });
});

test('attendance: the table beside the chart, the previous period, a figure opens its rows', async () => {
  renderWithProviders(<InsightsPage />, { session: { user: { role: 'ADMIN' } } });
  const table = await screen.findByRole('table', { name: /Attendance by class/ });
  expect(screen.getByRole('figure', { name: 'Attendance by class' })).toBeInTheDocument();
  expect(within(table).getByRole('rowheader', { name: 'Body Pump' })).toBeInTheDocument();
  expect(within(table).getByText('4 (+25%)')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Download attendance CSV' }).getAttribute('href')).toMatch(/attendance\/csv\?from=\d{4}-\d{2}-\d{2}&to=.*&by=class$/);
  await userEvent.click(within(table).getByRole('button', { name: 'Check-ins, Body Pump: 2' }));
  expect(await screen.findByRole('heading', { name: 'Rows behind Check-ins: Body Pump' })).toBeInTheDocument();
  expect(api.callsTo('GET /club-console/insights/rows')[0]?.query).toMatchObject({ report: 'attendance', by: 'class', key: '4', metric: 'checkIns' });
  expect(await screen.findByText('Alex Member (100100)')).toBeInTheDocument();
});

test('a new range is asked of the API; a backwards one is refused before it is sent', async () => {
  renderWithProviders(<InsightsPage />, { session: { user: { role: 'ADMIN' } } });
  await screen.findByRole('table', { name: /Attendance by class/ });
  const from = screen.getByLabelText('From');
  await retype(from, '2026-12-31');
  await userEvent.click(screen.getByRole('button', { name: 'Show range' }));
  expect(await screen.findByText(/at most 366 days/)).toBeInTheDocument();
  await retype(from, '2026-11-20');
  await userEvent.click(screen.getByRole('button', { name: 'Show range' }));
  expect(await screen.findByText(/^20\/11\/2026 to/)).toBeInTheDocument();
  expect(api.callsTo('GET /club-console/insights/attendance').at(-1)?.query).toMatchObject({ from: '2026-11-20', by: 'class' });
});

test('money by day and members slipping away, messaged in one click', async () => {
  renderWithProviders(<InsightsPage />, { session: { user: { role: 'ADMIN' } } });
  await userEvent.click(await screen.findByRole('tab', { name: 'Money' }));
  const money = await screen.findByRole('table', { name: /Money by day/ });
  expect(within(money).getByRole('button', { name: 'Collected, 03/11/2026: $50.00' })).toBeInTheDocument();
  expect(screen.getByRole('figure', { name: 'Failed payments by day' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: 'Members' }));
  expect(await screen.findByText('Alex Member (100100)')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Message this member' }));
  expect(await screen.findByText('Message sent to 1 member.')).toBeInTheDocument();
  expect(api.callsTo('POST /club-console/insights/slipping/message')[0]?.body).toEqual({ days: 30, memberNumbers: ['100100'] });
});

test("the default range is the four weeks ending on the club's today, in the club's zone", async () => {
  // 03:00 UTC on 1 June: still 31 May in Los Angeles, where this club is.
  pinDeviceClock('2026-06-01T03:00:00Z');
  try {
    renderWithProviders(<InsightsPage />, { session: { user: { role: 'ADMIN' }, theme: { flags: {}, timeZone: 'America/Los_Angeles' } } });
    await screen.findByRole('table', { name: /Attendance by class/ });
    expect(api.callsTo('GET /club-console/insights/attendance')[0]?.query).toMatchObject({ from: '2026-05-04', to: '2026-05-31' });
  } finally {
    restoreDeviceClock();
  }
});
