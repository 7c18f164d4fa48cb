// test-utils first: it polyfills what react-router needs in jsdom.
import { mockApi, renderWithProviders, screen, type MockApi } from '@portal/shared/test-utils';
import type { MemberHome } from '@portal/shared/contracts';
import { HomeWidgets } from './home-section';

const memberHome: MemberHome = {
  kind: 'member',
  membership: { name: 'Gold Direct Debit', contractType: 'Direct Debit', status: 'active', expiryDate: '2027-07-01' },
  nextBookings: [
    {
      bookedId: 3,
      kind: 'class',
      className: 'Vinyasa Flow',
      bookedDate: '2026-11-26',
      startTime: '09:30',
      endTime: '10:30',
      startsAt: '2026-11-25T22:30:00.000Z',
      onlineClassUrlLink: 'https://video.demo.club/live/vinyasa',
    },
  ],
  nextDebit: { date: '2026-12-02', amountCents: 2495 },
  outstanding: { amountCents: 2495, payPath: '/payments' },
  makeupCredits: null,
  unreadNotifications: null,
  students: [],
};

describe('HomeWidgets', () => {
  let api: MockApi;

  it('keeps the space of each card while loading, then shows the next class, the debit and Pay from one call', async () => {
    api = mockApi({ 'GET /portal/home': memberHome });
    renderWithProviders(<HomeWidgets userId={7} userType={1} />);
    expect(screen.getByLabelText('Next bookings')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Vinyasa Flow', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('26/11/2026 09:30 - 10:30')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join Live Class' })).toHaveAttribute('href', 'https://video.demo.club/live/vinyasa');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/current-bookings?cancel=class-3');
    expect(screen.getByText('on 02/12/2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay' })).toHaveAttribute('href', '/payments');
    // No notifications card until that module fills the count.
    expect(screen.queryByLabelText('Unread notifications')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/portal/home')).toHaveLength(1);
  });

  it("a guardian sees each student's next lesson", async () => {
    api = mockApi({
      'GET /portal/home': {
        ...memberHome,
        kind: 'guardian',
        membership: null,
        nextBookings: [],
        nextDebit: null,
        makeupCredits: { available: 1, nextExpiry: '2027-01-10' },
        students: [
          { studentNumber: 'S1001', name: 'Mia Waters', nextLesson: { bookingId: 1, className: 'Starfish Monday', date: '2026-11-30', startTime: '16:00', startsAt: '2026-11-30T05:00:00.000Z' } },
          { studentNumber: 'S1002', name: 'Leo Waters', nextLesson: null },
        ],
      },
    });
    renderWithProviders(<HomeWidgets userId={8} userType={5} />);
    expect(await screen.findByText('Starfish Monday, 30/11/2026 16:00', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('No lesson booked')).toBeInTheDocument();
    expect(screen.getByText('Next expires 10/01/2027')).toBeInTheDocument();
  });
});
