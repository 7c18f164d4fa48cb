import * as C from '@portal/shared/contracts';
import { IdempotencyHeadersSchema, routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('household');

export const whoPaysSchema = route('Who pays for the signed-in member: their household’s payer, else themselves', {}, C.HouseholdPayerSchema);
export const householdSchema = route('The payer’s household: each dependant’s membership, packs and upcoming bookings, and the packs they can buy', {}, C.HouseholdSchema);
export const cancelDependantBookingSchema = route('The payer cancels a dependant’s class booking (the same rules as the dependant’s own cancel)', { params: C.HouseholdBookingParamsSchema }, C.SuccessPayloadSchema);
export const dependantCancellationSchema = route('A dependant’s cancellation for their payer: the open one and, unless one is open, the same quote the dependant gets', { params: C.ConsoleHouseholdParamsSchema }, C.CancellationPanelSchema);
export const cancelDependantSchema = route('The payer cancels a dependant’s membership as today’s quote says (the same rules as the dependant’s own); the e-mail goes to the payer too', { params: C.ConsoleHouseholdParamsSchema, body: C.HouseholdCancelRequestSchema }, C.CancellationSchema);
export const withdrawDependantCancellationSchema = route('The payer withdraws a dependant’s open cancellation before its effective date', { params: C.ConsoleHouseholdParamsSchema }, C.CancellationSchema);
export const dependantSuspensionsSchema = route('A dependant’s open freezes (suspensions), for their payer', { params: C.ConsoleHouseholdParamsSchema }, C.SuspensionListSchema);
export const quoteDependantFreezeSchema = route('What freezing a dependant’s membership would do, refused as the dependant’s own freeze would be', { params: C.ConsoleHouseholdParamsSchema, body: C.FreezeRequestSchema }, C.FreezeQuoteSchema);
export const freezeDependantSchema = route("The payer freezes a dependant's membership under the club's freeze rules (dates DD/MM/YYYY); a fee is charged once to the payer's stored card (Idempotency-Key); payload 'success'", { params: C.ConsoleHouseholdParamsSchema, headers: IdempotencyHeadersSchema, body: C.FreezeRequestSchema }, C.SuccessPayloadSchema);
export const unfreezeDependantSchema = route("The payer ends a dependant's open freeze now; payload 'success'", { params: C.ConsoleHouseholdParamsSchema }, C.SuccessPayloadSchema);
export const consoleHouseholdSchema = route('A member’s household: who pays for them, whom they pay for', { params: C.ConsoleHouseholdParamsSchema }, C.ConsoleHouseholdSchema);
export const addDependantSchema = route('Adds an existing member of the club as this payer’s dependant', { params: C.ConsoleHouseholdParamsSchema, body: C.AddDependantSchema }, C.ConsoleHouseholdSchema);
export const newDependantSchema = route('Creates a dependant of this payer, optionally with a login of their own (e-mailed a one-time link)', { params: C.ConsoleHouseholdParamsSchema, body: C.NewDependantSchema }, C.ConsoleHouseholdSchema);
export const removeDependantSchema = route('Removes a dependant from this payer’s household (their packs and bookings stay theirs)', { params: C.ConsoleHouseholdDependantParamsSchema }, C.ConsoleHouseholdSchema);
