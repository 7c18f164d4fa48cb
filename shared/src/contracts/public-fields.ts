// The field shapes the public (signed-out) forms share: who a visitor is and how they sign.
import { Type } from 'typebox';
import { TEXT_LIMITS } from '../validators/text-limits';
import { IsoDate, OptionalText } from './fields';

export const AccountId = Type.String({ minLength: 1, maxLength: 40, description: "The club's account id (or its lookup code)" });
export const Name = Type.String({ minLength: 1, maxLength: TEXT_LIMITS.personName });
export const FullName = Type.String({ minLength: 1, maxLength: TEXT_LIMITS.fullName });
export const Email = Type.String({ minLength: 3, maxLength: TEXT_LIMITS.email });
export const Mobile = Type.String({ minLength: 8, maxLength: TEXT_LIMITS.phone });
export const PersonNameFields = { firstName: Name, lastName: Name };
/** Who is joining (or checked for an existing membership): the name and date of birth. */
export const ApplicantFields = { ...PersonNameFields, dateOfBirth: IsoDate };
/** Who a visitor is and how the club answers them (the public forms). */
export const VisitorFields = {
  ...PersonNameFields,
  email: Email,
  mobile: OptionalText(TEXT_LIMITS.phone),
};
/** base64 PNG of a signature (a data: URL is accepted). */
export const Signature = Type.String({ maxLength: 400_000 });
/** A signed form: the visitor's signature, and a parent or guarantor's for a minor. */
export const SignedFields = {
  signature: Signature,
  guarantorName: OptionalText(TEXT_LIMITS.fullName),
  signatureParentGuarantor: Type.Optional(Signature),
};
