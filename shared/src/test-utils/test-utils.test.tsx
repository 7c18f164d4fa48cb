// The test utils come first: react-router needs the TextEncoder their polyfill installs.
import { apiFailure, mockApi, renderWithProviders, resetSession, screen, waitFor } from './index';
import { useLocation } from 'react-router-dom';
import { apiGet } from '../api/api-client';
import { useSession } from '../session/session-store';

function Probe() {
  const name = useSession((s) => s.user?.fullName ?? 'nobody');
  const { pathname } = useLocation();
  return (
    <p>
      {name} at {pathname}
    </p>
  );
}

afterEach(() => resetSession());

describe('test utils', () => {
  it('presets the session and the route', () => {
    renderWithProviders(<Probe />, { route: '/children', session: { user: { fullName: 'Sam Guardian', userType: 5 } } });
    expect(screen.getByText('Sam Guardian at /children')).toBeInTheDocument();
  });

  it('resetSession signs out', () => {
    renderWithProviders(<Probe />, { session: { user: {} } });
    resetSession();
    return waitFor(() => expect(screen.getByText('nobody at /')).toBeInTheDocument());
  });

  it('mockApi answers envelopes, records calls and 404s unknown routes', async () => {
    const api = mockApi({ 'GET /kids/:memberNumber': [{ id: 1 }], 'POST /kids': apiFailure(400, 'Bad kid') });
    try {
      await expect(apiGet('/kids/M1')).resolves.toEqual([{ id: 1 }]);
      await expect(apiGet('/nope')).rejects.toMatchObject({ status: 404, message: 'No mock for GET /nope' });
      expect(api.callsTo('GET /kids/:m')[0]!.params).toEqual({ memberNumber: 'M1' });
    } finally {
      api.restore();
    }
  });
});
