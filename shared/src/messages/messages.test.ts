import * as m from './index';

describe('messages', () => {
  it('keeps the spec texts exactly, typos included', () => {
    expect(m.REQUIRED).toBe('This field is required.');
    expect(m.minLength(6)).toBe('This field must contain at least 6 characters length.');
    expect(m.maxLength(9)).toBe('This field must contain at least 9 characters length.');
    expect(m.LOGIN_PASSWORD_MIN).toBe('Password must be at least 4-characters.');
    expect(m.CHECKOUT_STEP1_MESSAGES[0]).toBe('Please enter you card name.');
    expect(m.PROFILE_UPDATED).toBe('Nice job, you profile has now been updated.');
    expect(m.CLASS_BOOKED).toBe('You have succesfully booked to class.');
    expect(m.invalidVoucher('ABC')).toBe('Invalid promo code: ABC');
  });

  it('exports no duplicate names with different values across areas', () => {
    // Child-not-chosen exists in two areas by design; both must agree.
    expect(m.CHILD_NOT_CHOSEN).toBe(m.BOOKING_CHILD_REQUIRED);
  });
});
