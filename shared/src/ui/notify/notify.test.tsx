import { act } from 'react';
import { renderWithProviders, screen } from '../../test-utils';
import { notifyError, notifySuccess, notifyWarning } from './notify';

describe('notify', () => {
  it('shows success, error and warning toasts', async () => {
    renderWithProviders(<div />);
    act(() => {
      notifySuccess('Nice job, we have added your child.');
      notifyError('Promo code not valid');
      notifyWarning('Please check data entered and try again.');
    });
    expect(await screen.findByText('Nice job, we have added your child.')).toBeInTheDocument();
    expect(await screen.findByText('Promo code not valid')).toBeInTheDocument();
    expect(await screen.findByText('Please check data entered and try again.')).toBeInTheDocument();
  });
});
