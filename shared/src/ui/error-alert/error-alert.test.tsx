import { ApiError } from '@portal/shared/core';
import { renderWithProviders, screen } from '../../test-utils';
import { ErrorAlert } from './error-alert';

describe('ErrorAlert', () => {
  it('says a message, or a failed call’s server message, as an alert', () => {
    const { rerender } = renderWithProviders(<ErrorAlert error="Enter a reason." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a reason.');
    rerender(<ErrorAlert error={new ApiError(409, 'The request was already answered.')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The request was already answered.');
  });

  it('shows nothing without an error', () => {
    renderWithProviders(<ErrorAlert error={null} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
