import { renderWithProviders, screen } from '../../test-utils';
import { LoadingText, WAITING_TEXT_DELAY_MS } from './loading-text';

describe('LoadingText', () => {
  it('shows the default and custom texts in a status region', () => {
    const { rerender } = renderWithProviders(<LoadingText />);
    expect(screen.getByRole('status')).toHaveTextContent('Retrieving data, please wait...');
    rerender(<LoadingText text="Retrieving membership, please wait..." />);
    expect(screen.getByText('Retrieving membership, please wait...')).toBeInTheDocument();
  });

  it('is in the page at once but shows only once the wait has lasted 400 ms (no flash on a fast load)', () => {
    renderWithProviders(<LoadingText />);
    const status = screen.getByRole('status');
    expect(WAITING_TEXT_DELAY_MS).toBe(400);
    // Transparent until the delay has passed (backwards fill of the first keyframe), then opaque.
    expect(status.style.animation).toBe('portal-waiting-appear 0s linear 400ms both');
    const keyframes = [...document.querySelectorAll('style')].map((s) => s.textContent).join('');
    expect(keyframes).toContain('@keyframes portal-waiting-appear{from{opacity:0}to{opacity:1}}');
  });
});
