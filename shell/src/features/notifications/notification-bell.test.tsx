// test-utils first: it polyfills what react-router needs in jsdom.
import { act, mockApi, renderWithProviders, resetSession, screen, userEvent, type MockApi } from '@portal/shared/test-utils';
import { Route, Routes } from 'react-router-dom';
import { bus } from '@portal/shared';
import { NotificationBell } from './notification-bell';

const ITEMS = [
  { id: 2, eventType: 'promoted', title: 'A place is yours: Spin', body: 'You are now booked.', link: '/current-bookings', createdAt: '2030-05-01T01:00:00.000Z', read: false },
  { id: 1, eventType: 'waitlisted', title: 'On the waiting list: Spin', body: 'You are 3rd on the waitlist.', link: '', createdAt: '2030-05-01T00:00:00.000Z', read: true },
];

describe('NotificationBell', () => {
  let api: MockApi;
  beforeEach(() => resetSession());

  it('shows the unread count, lists notifications, opens one (marked read) and follows the event bus', async () => {
    let unread = 1;
    api = mockApi({
      'GET /notifications/unread-count': () => ({ unread }),
      'GET /notifications': ITEMS,
      'POST /notifications/:id/read': () => {
        unread = 0;
        return 'success';
      },
    });
    renderWithProviders(
      <Routes>
        <Route path="/" element={<NotificationBell />} />
        <Route path="/current-bookings" element={<p>Current bookings page</p>} />
      </Routes>,
      { route: '/' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }, { timeout: 5000 }));
    expect(await screen.findByText('On the waiting list: Spin')).toBeInTheDocument();
    await userEvent.click(screen.getByText('A place is yours: Spin'));
    expect(await screen.findByText('Current bookings page')).toBeInTheDocument();
    expect(api.callsTo('POST /notifications/:id/read')[0]!.path).toBe('/notifications/2/read');
  });

  it('takes the count another page announces on the bus', async () => {
    let unread = 4;
    api = mockApi({ 'GET /notifications/unread-count': () => ({ unread }) });
    renderWithProviders(<NotificationBell />);
    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' }, { timeout: 5000 })).toBeInTheDocument();
    // Another page marked all as read (the server now says 0) and announces it.
    unread = 0;
    act(() => bus.emit('notifications:changed', { unread: 0 }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });
});
