import { useSession } from '@portal/shared';
import { mockApi, renderWithProviders, screen, userEvent } from '@portal/shared/test-utils';
import { DeregisterPage } from './deregister-page';

/** As the shell mounts a remote page: afresh whenever the signed-in user changes (remote-route.tsx). */
function MountedByShell() {
  const userId = useSession((s) => s.user?.userId);
  return <DeregisterPage key={String(userId)} />;
}

it('shows its success after the login is removed (and the member is signed out)', async () => {
  const api = mockApi({ 'POST /public/deregister': 'Your portal login has been removed.' });
  renderWithProviders(<MountedByShell />, { session: { user: { userId: 42 } }, route: '/deregister' });
  await userEvent.type(await screen.findByLabelText(/Password/), 'demo1234');
  await userEvent.click(screen.getByRole('button', { name: 'Remove my login' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
  expect(await screen.findByText('Your portal login has been removed.')).toBeInTheDocument();
  expect(screen.queryByText(/first to remove your portal login/)).toBeNull();
  expect(api.callsTo('POST /public/deregister')[0]!.body).toEqual({ password: 'demo1234' });
});
