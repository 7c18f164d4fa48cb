// Route schemas of the membership catalogue in the club console (ADMIN).
import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('club-console');
const params = C.CatalogueIdParamsSchema;
const REMOVE = 'deleted when nobody holds it, else retired (no longer sold; members keep it); audited';

export const listTypesSchema = route("ADMIN: the club's membership types, retired ones included, with their members and add-ons", {}, C.ConsoleMembershipTypeListSchema);
export const createTypeSchema = route('ADMIN: a new membership type, on sale in join online at once; audited', { body: C.MembershipTypeInputSchema }, C.ConsoleMembershipTypeSchema);
export const updateTypeSchema = route('ADMIN: change a membership type (what members already hold is kept); audited', { params, body: C.MembershipTypeInputSchema }, C.ConsoleMembershipTypeSchema);
export const removeTypeSchema = route(`ADMIN: remove a membership type: ${REMOVE}`, { params }, C.RemovalResultSchema);
export const restoreTypeSchema = route('ADMIN: put a retired membership type on sale again; audited', { params }, C.ConsoleMembershipTypeSchema);

export const listAddonsSchema = route("ADMIN: the club's add-ons", {}, C.ConsoleAddonListSchema);
export const createAddonSchema = route('ADMIN: a new add-on; audited', { body: C.AddonInputSchema }, C.ConsoleAddonSchema);
export const updateAddonSchema = route('ADMIN: change an add-on; audited', { params, body: C.AddonInputSchema }, C.ConsoleAddonSchema);
export const removeAddonSchema = route(`ADMIN: remove an add-on: ${REMOVE}`, { params }, C.RemovalResultSchema);

export const listPromosSchema = route("ADMIN: the club's membership promo codes with their uses", {}, C.ConsolePromoCodeListSchema);
export const createPromoSchema = route('ADMIN: a new promo code; audited', { body: C.PromoCodeInputSchema }, C.ConsolePromoCodeSchema);
export const updatePromoSchema = route('ADMIN: change a promo code; audited', { params, body: C.PromoCodeInputSchema }, C.ConsolePromoCodeSchema);
export const removePromoSchema = route(`ADMIN: remove a promo code: ${REMOVE}`, { params }, C.RemovalResultSchema);

export const listVouchersSchema = route("ADMIN: the club's shop vouchers with their uses", {}, C.ConsoleVoucherListSchema);
export const createVoucherSchema = route('ADMIN: a new shop voucher; audited', { body: C.VoucherInputSchema }, C.ConsoleVoucherSchema);
export const updateVoucherSchema = route('ADMIN: change a shop voucher; audited', { params, body: C.VoucherInputSchema }, C.ConsoleVoucherSchema);
export const removeVoucherSchema = route(`ADMIN: remove a shop voucher: ${REMOVE}`, { params }, C.RemovalResultSchema);
