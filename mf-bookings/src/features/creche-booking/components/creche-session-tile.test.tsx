import { renderWithProviders, screen } from '@portal/shared/test-utils';
import type { CrecheSession } from '@portal/shared/contracts';
import { CrecheSessionTile } from './creche-session-tile';

const session: CrecheSession = {
  classScheduleId: 5, name: 'Morning Creche', classDateTime: '2030-05-01T22:00:00.000Z', classDate: '2030-05-02', classTime: '08:00', endTime: '10:00',
  capacity: 4, totalBooked: 1, spotsLeft: 3, hasStarted: false,
};

it('an open session offers Book Now', () => {
  renderWithProviders(<CrecheSessionTile session={session} kids={[]} busy={false} onBook={() => undefined} />);
  expect(screen.getByText('3 spots left')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Book Now' })).toBeInTheDocument();
});

it('a session that has started (or ended) offers no Book Now', () => {
  renderWithProviders(<CrecheSessionTile session={{ ...session, hasStarted: true }} kids={[]} busy={false} onBook={() => undefined} />);
  expect(screen.getByText('This session has already started.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Book/ })).toBeNull();
});
