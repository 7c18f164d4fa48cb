import { renderWithProviders, screen, userEvent } from '@portal/shared/test-utils';
import { REMOTE_UNAVAILABLE, RemoteErrorBoundary } from './remote-error-boundary';

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error('remote entry failed');
  return <p>Remote page</p>;
}

describe('RemoteErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the fallback when the remote throws, and Retry renders it again', async () => {
    shouldThrow = true;
    const onRetry = jest.fn(() => {
      shouldThrow = false;
    });
    renderWithProviders(
      <RemoteErrorBoundary onRetry={onRetry}>
        <Flaky />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByText(REMOTE_UNAVAILABLE)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Remote page')).toBeInTheDocument();
  });
});
