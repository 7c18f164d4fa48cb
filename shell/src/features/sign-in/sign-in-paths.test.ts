import { signInKindForPath } from './sign-in-paths';

describe('signInKindForPath', () => {
  it('knows the sign-in pages and their endpoint', () => {
    expect(signInKindForPath('/login')).toBe('member');
    expect(signInKindForPath('/login/')).toBe('member');
    expect(signInKindForPath('/signin/1')).toBe('member');
    expect(signInKindForPath('/signin/2')).toBe('student');
  });

  it('anything else is not a sign-in page', () => {
    expect(signInKindForPath('/')).toBeUndefined();
    expect(signInKindForPath('/signin')).toBeUndefined();
    expect(signInKindForPath('/classbooking')).toBeUndefined();
  });
});
