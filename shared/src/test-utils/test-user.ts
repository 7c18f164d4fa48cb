import type { SessionUser } from '../session/types';

/** A plausible member so tests only spell out what they care about. */
export const TEST_USER: SessionUser = {
  userId: 1,
  memberNumber: 'M0001',
  fullName: 'Test Member',
  userName: 'member@demo.club',
  email: 'member@demo.club',
  userType: 1,
  role: 'USER',
  hasMakeUpCredits: false,
  clubId: 1,
  accountId: 'ACC1',
  clubName: 'Demo Club',
  isResetPassword: false,
};
