import { apiFailure, mockApi, resetSession } from '../test-utils';
import { sessionStore } from '../session/session-store';
import { demoLoginFor, demoSignIn } from './demo-sign-in';

afterEach(() => resetSession());

const me = (userName: string) => ({ userId: 1, memberNumber: 'M1', fullName: 'Demo', userName, email: userName, userType: 1, role: 'USER', hasMakeUpCredits: false, clubId: 1, accountId: 'A1', clubName: 'Demo', isResetPassword: false });

describe('demo sign-in', () => {
  it('picks the demo login from ?as=', () => {
    expect(demoLoginFor('')).toBe('member@demo.club');
    expect(demoLoginFor('?as=guardian')).toBe('guardian@demo.club');
  });

  it('logs in with the demo credentials and fills the session store', async () => {
    let signedIn = false;
    const api = mockApi({
      'GET /auth/me': () => (signedIn ? me('guardian@demo.club') : apiFailure(401, 'Please sign in to continue.')),
      'POST /auth/login': () => {
        signedIn = true;
        return { companyApiUrl: '/api/v1', userId: 1, isResetPassword: false };
      },
      'GET /club/theme': { flags: { shop: true } },
    });
    await demoSignIn('?as=guardian');
    expect(api.callsTo('POST /auth/login')[0]!.body).toMatchObject({ userName: 'guardian@demo.club', password: 'demo1234' });
    expect(sessionStore.getState().user?.userName).toBe('guardian@demo.club');
    expect(sessionStore.getState().theme?.flags.shop).toBe(true);
  });
});
