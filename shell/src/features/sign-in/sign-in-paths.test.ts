import { ROUTE_TABLE } from '../../routing/route-table';
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

  it('knows exactly the route table\'s sign-in pages', () => {
    for (const r of ROUTE_TABLE) {
      expect(signInKindForPath(r.path)).toBe(r.shellPage === 'sign-in' ? (r.signInKind ?? 'member') : undefined);
    }
    expect(signInKindForPath('/constructor')).toBeUndefined();
  });
});
