import { fireEvent, render, screen } from '../../test-utils';
import { formSubmit } from './form-submit';

describe('formSubmit', () => {
  it('runs the submit and keeps the browser from submitting the form', () => {
    const submit = jest.fn(() => Promise.resolve());
    render(
      <form aria-label="Post" onSubmit={formSubmit(submit)}>
        <button type="submit">Save</button>
      </form>,
    );
    const event = new Event('submit', { bubbles: true, cancelable: true });
    fireEvent(screen.getByRole('form', { name: 'Post' }), event);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });
});
