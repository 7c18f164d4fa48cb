import { ApiError } from '../../api/api-error';
import { toastOnFailure } from './notify';

jest.mock('@mantine/notifications', () => ({ notifications: { show: jest.fn() } }));

describe('toastOnFailure', () => {
  it('runs the call, says its failure with the chosen toast, and settles either way', async () => {
    const notify = jest.fn();
    const settle = jest.fn();
    await toastOnFailure({ settle, notify }, () => Promise.reject(new ApiError(409, 'This time is no longer available.')));
    expect(notify).toHaveBeenCalledWith('This time is no longer available.');
    expect(settle).toHaveBeenCalledTimes(1);

    await toastOnFailure({ settle, notify }, () => Promise.resolve('booked'));
    expect(notify).toHaveBeenCalledTimes(1);
    expect(settle).toHaveBeenCalledTimes(2);
  });

  it('shows an error toast unless told otherwise', async () => {
    const { notifications } = await import('@mantine/notifications');
    await toastOnFailure(() => Promise.reject(new Error('Session not found.')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(notifications.show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message: 'Session not found.' }));
  });
});
