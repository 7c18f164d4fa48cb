import { apiFailure, mockApi, renderWithProviders, screen, userEvent, waitFor } from '@portal/shared/test-utils';
import { CalendarFeed } from './calendar-feed';

const OLD = { token: 'old', url: 'http://x/api/v1/calendar/old.ics', createdAt: '2030-05-01T00:00:00.000Z', lastReadAt: '2030-05-06T02:15:00.000Z' };
const NEW = { token: 'new', url: 'http://x/api/v1/calendar/new.ics', createdAt: '2030-05-07T00:00:00.000Z', lastReadAt: null };

it('shows when a calendar app last read the feed, and resetting shows the new link', async () => {
  const api = mockApi({ 'GET /calendar/feed': OLD, 'POST /calendar/feed/reset': NEW });
  renderWithProviders(<CalendarFeed />, { session: { user: {} } });
  expect(await screen.findByDisplayValue(OLD.url)).toBeInTheDocument();
  expect(screen.getByText(/Last read by a calendar app:/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Reset link' }));
  expect(await screen.findByDisplayValue(NEW.url)).toBeInTheDocument();
  expect(screen.getByText(/Not read by a calendar app yet\./)).toBeInTheDocument();
  await waitFor(() => expect(api.callsTo('POST /calendar/feed/reset')).toHaveLength(1));
});

it('holds its place while the feed loads (nothing under it jumps), and shows nothing when it fails', async () => {
  let answer: (value: unknown) => void = () => undefined;
  mockApi({ 'GET /calendar/feed': () => new Promise((resolve) => (answer = resolve)) });
  const { unmount } = renderWithProviders(<CalendarFeed />, { session: { user: {} } });
  const input = await screen.findByRole('textbox', { name: 'Calendar feed (private)' });
  expect(input).toHaveValue('');
  expect(screen.getByRole('button', { name: 'Reset link' })).toBeDisabled();
  answer(OLD);
  expect(await screen.findByDisplayValue(OLD.url)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reset link' })).toBeEnabled();
  unmount();

  mockApi({ 'GET /calendar/feed': apiFailure(500, 'Server error') });
  renderWithProviders(<CalendarFeed />, { session: { user: {} } });
  await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Calendar feed (private)' })).toBeNull());
});
