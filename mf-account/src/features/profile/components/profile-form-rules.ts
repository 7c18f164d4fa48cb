// Profile form rules (docs/spec/account-core.md §5): these six are required; the read-only ones come from the server.
import { validateAuMobile } from '@portal/shared';
import { required } from '../../../common/required';

export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: string;
  email: string;
  mobile: string;
  homePhone: string;
  workPhone: string;
  street: string;
  suburb: string;
  state: string;
  postCode: string;
  emergencyContactName: string;
  emergencyContactNo: string;
  employer: string;
  occupation: string;
}

export const profileValidation = {
  firstName: required,
  lastName: required,
  dateOfBirth: required,
  gender: required,
  email: required,
  // Australian formats (04xx xxx xxx, +61 4xx xxx xxx): the validator the API runs too.
  mobile: (v: string) => required(v) ?? validateAuMobile(v),
};
