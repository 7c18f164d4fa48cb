import { act } from 'react';
import { renderWithProviders, screen } from '../../test-utils';
import type * as NotifyModule from './notify';
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

describe('the toasts container is asked for once per page', () => {
  it('reaches the host even when the toast comes from a second copy of this module', () => {
    // A shared chunk that imported notify relatively carried its own copy: its first toast never
    // told the host to render <Notifications />, so the toast did not show.
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('portal.notifications-loader')];
    const load = () => {
      let copy: typeof NotifyModule | undefined;
      jest.isolateModules(() => {
        copy = jest.requireActual<typeof NotifyModule>('./notify');
      });
      return copy!;
    };
    const hostCopy = load();
    const otherCopy = load();
    const listener = jest.fn();
    const stop = hostCopy.onNotificationsNeeded(listener);
    expect(listener).not.toHaveBeenCalled();
    otherCopy.notifyInfo('From the other copy');
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });
});
