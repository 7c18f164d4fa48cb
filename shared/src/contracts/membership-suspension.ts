// A member's suspensions (freezes): the reasons, the suspensions taken and the request for one
// (docs/spec/account-core.md §7).
import { Type, type Static } from 'typebox';
import { Cents, DisplayDate } from './fields';

// ---- Suspension ---------------------------------------------------------------------------
export const SuspensionReasonSchema = Type.Object({ reasonId: Type.Integer(), reasonText: Type.String() });
export const SuspensionReasonListSchema = Type.Array(SuspensionReasonSchema);
export type SuspensionReason = Static<typeof SuspensionReasonSchema>;

export const SuspensionSchema = Type.Object({
  id: Type.Integer(),
  ...SuspensionReasonSchema.properties,
  suspendFromDate: DisplayDate,
  suspendToDate: DisplayDate,
  /** The freeze type's fee charged for it (0 when free). */
  feeCents: Cents,
});
export const SuspensionListSchema = Type.Array(SuspensionSchema);
export type Suspension = Static<typeof SuspensionSchema>;

export const MaxSuspensionDaysPayloadSchema = Type.Object({ maxSuspensionDays: Type.Integer() });

export const SuspensionRequestSchema = Type.Object({
  userId: Type.Integer(),
  suspendFromString: Type.String({ maxLength: 10, description: 'DD/MM/YYYY' }),
  suspendToString: Type.String({ maxLength: 10, description: 'DD/MM/YYYY' }),
  reasonId: Type.Integer({ minimum: 0, description: '0 when none chosen' }),
  /** The club's freeze type it is taken under: required once the club has freeze types. */
  freezeTypeId: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: '0 when none chosen' })),
});
export type SuspensionRequest = Static<typeof SuspensionRequestSchema>;

/** A freeze the household's payer asks for a dependant: the dependant is the path's member, never a body field. */
export const FreezeRequestSchema = Type.Omit(SuspensionRequestSchema, ['userId']);
export type FreezeRequest = Static<typeof FreezeRequestSchema>;
