import { renderWithProviders, screen } from '@portal/shared/test-utils';
import { PortalErrorBoundary } from './portal-error-boundary';

const HEADING = 'Oops... Looks like something went wrong';

function PageThatFails({ fails }: { fails: boolean }) {
  if (fails) throw new Error('page failed');
  return <p>Dashboard content</p>;
}

const atAddress = (resetKey: string, fails: boolean) => (
  <PortalErrorBoundary resetKey={resetKey}>
    <PageThatFails fails={fails} />
  </PortalErrorBoundary>
);

it('shows the error page instead of a blank screen, and a new address renders the page again', () => {
  // React and the boundary log the error; the test only looks at the screen.
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { rerender } = renderWithProviders(atAddress('/profile', true));
  expect(screen.getByRole('heading', { name: HEADING })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/');

  // The same address keeps the error page; going elsewhere (Go to home page) clears it.
  rerender(atAddress('/profile', false));
  expect(screen.getByRole('heading', { name: HEADING })).toBeInTheDocument();
  rerender(atAddress('/', false));
  expect(screen.getByText('Dashboard content')).toBeInTheDocument();
  quiet.mockRestore();
});
