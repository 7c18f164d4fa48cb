import { renderWithProviders, screen } from '../../test-utils';
import { LoadingText } from './loading-text';

describe('LoadingText', () => {
  it('shows the default and custom texts in a status region', () => {
    const { rerender } = renderWithProviders(<LoadingText />);
    expect(screen.getByRole('status')).toHaveTextContent('Retrieving data, please wait...');
    rerender(<LoadingText text="Retrieving membership, please wait..." />);
    expect(screen.getByText('Retrieving membership, please wait...')).toBeInTheDocument();
  });
});
