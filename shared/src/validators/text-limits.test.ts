// The per-form maps are the bounds the forms' routes enforce: a form that takes its maxLength from
// JOIN_TEXT_LIMITS, CHANGE_MEMBERSHIP_TEXT_LIMITS or BRANDING_TEXT_LIMITS can never let through
// what its route refuses, nor refuse what it accepts.
import type { TSchema } from 'typebox';
import { ClubBrandingSchema, JoinCompleteBodySchema, MobileCodeValidateBodySchema, RenewContractRequestSchema } from '../contracts';
import { BRANDING_TEXT_LIMITS, CHANGE_MEMBERSHIP_TEXT_LIMITS, JOIN_TEXT_LIMITS, TEXT_LIMITS } from './text-limits';

/** A body field's maxLength, looking through Type.Optional. */
function maxLengthOf(schema: { properties: Record<string, TSchema> }, field: string): number | undefined {
  return (schema.properties[field] as { maxLength?: number } | undefined)?.maxLength;
}

describe('text limits shared by forms and routes', () => {
  test('join online: every field of the map is the join route’s bound', () => {
    const { mfaCode, ...complete } = JOIN_TEXT_LIMITS;
    for (const [field, limit] of Object.entries(complete)) {
      expect([field, maxLengthOf(JoinCompleteBodySchema, field)]).toEqual([field, limit]);
    }
    expect(maxLengthOf(MobileCodeValidateBodySchema, 'mfaCode')).toBe(mfaCode);
  });

  test('change and renew membership: every field of the map is renew-contract’s bound', () => {
    for (const [field, limit] of Object.entries(CHANGE_MEMBERSHIP_TEXT_LIMITS)) {
      expect([field, maxLengthOf(RenewContractRequestSchema, field)]).toEqual([field, limit]);
    }
  });

  test('club branding: every detail is the branding route’s bound', () => {
    for (const [field, limit] of Object.entries(BRANDING_TEXT_LIMITS)) {
      expect([field, maxLengthOf(ClubBrandingSchema, field)]).toEqual([field, limit]);
    }
  });

  test('every limit is a positive whole number', () => {
    for (const [name, limit] of Object.entries(TEXT_LIMITS)) expect([name, Number.isInteger(limit) && limit > 0]).toEqual([name, true]);
  });
});
