import type { ProfilePayload } from '@portal/shared/contracts';

/** Member M0001's profile as GET /profile answers it (tests of the page and of its prefetch). */
export const PROFILE: ProfilePayload = {
  userId: 1,
  memberNumber: 'M0001',
  firstName: 'Alex',
  lastName: 'Morgan',
  fullName: 'Alex Morgan',
  dateOfBirth: '12/04/1988',
  gender: 'F',
  address: '',
  street: '',
  suburb: '',
  state: '',
  postCode: '',
  email: 'member@demo.club',
  homePhone: '',
  workPhone: '',
  mobile: '0412 345 678',
  emergencyContactName: '',
  emergencyContactNo: '',
  occupation: '',
  employer: '',
  avatar: '',
  avatarLarge: '',
};
