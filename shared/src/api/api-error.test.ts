import { ApiError, errorMessage } from './api-error';

describe('errorMessage', () => {
  it("says the server's errors.message, an error's own text, or the thrown value", () => {
    expect(errorMessage(new ApiError(400, 'Invalid promo code: X'))).toBe('Invalid promo code: X');
    expect(errorMessage(new Error('Card has expired.'))).toBe('Card has expired.');
    expect(errorMessage('timeout')).toBe('timeout');
  });
});
