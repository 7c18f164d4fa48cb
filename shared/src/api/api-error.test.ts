import { SOMETHING_WENT_WRONG } from '../messages/common';
import { ApiError, errorMessage } from './api-error';

describe('errorMessage', () => {
  it("says the server's errors.message or a page's own validation text", () => {
    expect(errorMessage(new ApiError(400, 'Invalid promo code: X'))).toBe('Invalid promo code: X');
    expect(errorMessage(new Error('Card has expired.'))).toBe('Card has expired.');
  });

  it('says the neutral text (or the one given) for a bug or a thrown value', () => {
    expect(errorMessage(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(SOMETHING_WENT_WRONG);
    expect(errorMessage('timeout')).toBe(SOMETHING_WENT_WRONG);
    expect(errorMessage(new ApiError(500, ''), 'Could not save.')).toBe('Could not save.');
  });
});
