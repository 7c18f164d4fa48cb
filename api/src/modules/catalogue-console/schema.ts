// Route schemas of the membership catalogue in the club console (ADMIN).
import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('club-console');
const params = C.CatalogueIdParamsSchema;
const REMOVE = 'deleted when nobody holds it, else retired (no longer sold; members keep it); audited';

/** The routes of membership types (lib/console-routes.ts). */
export const typeSchemas = {
  list: route("ADMIN: the club's membership types, retired ones included, with their members and add-ons", {}, C.ConsoleMembershipTypeListSchema),
  create: route('ADMIN: a new membership type, on sale in join online at once; audited', { body: C.MembershipTypeInputSchema }, C.ConsoleMembershipTypeSchema),
  update: route('ADMIN: change a membership type (what members already hold is kept); audited', { params, body: C.MembershipTypeInputSchema }, C.ConsoleMembershipTypeSchema),
  remove: route(`ADMIN: remove a membership type: ${REMOVE}`, { params }, C.RemovalResultSchema),
};
export const restoreTypeSchema = route('ADMIN: put a retired membership type on sale again; audited', { params }, C.ConsoleMembershipTypeSchema);

/** The routes of add-ons (lib/console-routes.ts). */
export const addonSchemas = {
  list: route("ADMIN: the club's add-ons", {}, C.ConsoleAddonListSchema),
  create: route('ADMIN: a new add-on; audited', { body: C.AddonInputSchema }, C.ConsoleAddonSchema),
  update: route('ADMIN: change an add-on; audited', { params, body: C.AddonInputSchema }, C.ConsoleAddonSchema),
  remove: route(`ADMIN: remove an add-on: ${REMOVE}`, { params }, C.RemovalResultSchema),
};

/** The routes of promo codes (lib/console-routes.ts). */
export const promoSchemas = {
  list: route("ADMIN: the club's membership promo codes with their uses", {}, C.ConsolePromoCodeListSchema),
  create: route('ADMIN: a new promo code; audited', { body: C.PromoCodeInputSchema }, C.ConsolePromoCodeSchema),
  update: route('ADMIN: change a promo code; audited', { params, body: C.PromoCodeInputSchema }, C.ConsolePromoCodeSchema),
  remove: route(`ADMIN: remove a promo code: ${REMOVE}`, { params }, C.RemovalResultSchema),
};

/** The routes of shop vouchers (lib/console-routes.ts). */
export const voucherSchemas = {
  list: route("ADMIN: the club's shop vouchers with their uses", {}, C.ConsoleVoucherListSchema),
  create: route('ADMIN: a new shop voucher; audited', { body: C.VoucherInputSchema }, C.ConsoleVoucherSchema),
  update: route('ADMIN: change a shop voucher; audited', { params, body: C.VoucherInputSchema }, C.ConsoleVoucherSchema),
  remove: route(`ADMIN: remove a shop voucher: ${REMOVE}`, { params }, C.RemovalResultSchema),
};
