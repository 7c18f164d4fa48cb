// Route schemas of the membership catalogue in the club console (ADMIN).
import * as C from '@portal/shared/contracts';
import { rowRouteSchemas } from '../../lib/console-routes';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('club-console');
const params = C.CatalogueIdParamsSchema;
const REMOVE = 'deleted when nobody holds it, else retired (no longer sold; members keep it); audited';

/** The routes of membership types (lib/console-routes.ts). */
export const typeSchemas = rowRouteSchemas(route, { body: C.MembershipTypeInputSchema, row: C.ConsoleMembershipTypeSchema, list: C.ConsoleMembershipTypeListSchema }, {
  list: "ADMIN: the club's membership types, retired ones included, with their members and add-ons",
  create: 'ADMIN: a new membership type, on sale in join online at once; audited',
  update: 'ADMIN: change a membership type (what members already hold is kept); audited',
  remove: `ADMIN: remove a membership type: ${REMOVE}`,
});
export const restoreTypeSchema = route('ADMIN: put a retired membership type on sale again; audited', { params }, C.ConsoleMembershipTypeSchema);

/** The routes of add-ons (lib/console-routes.ts). */
export const addonSchemas = rowRouteSchemas(route, { body: C.AddonInputSchema, row: C.ConsoleAddonSchema, list: C.ConsoleAddonListSchema }, {
  list: "ADMIN: the club's add-ons",
  create: 'ADMIN: a new add-on; audited',
  update: 'ADMIN: change an add-on; audited',
  remove: `ADMIN: remove an add-on: ${REMOVE}`,
});

/** The routes of promo codes (lib/console-routes.ts). */
export const promoSchemas = rowRouteSchemas(route, { body: C.PromoCodeInputSchema, row: C.ConsolePromoCodeSchema, list: C.ConsolePromoCodeListSchema }, {
  list: "ADMIN: the club's membership promo codes with their uses",
  create: 'ADMIN: a new promo code; audited',
  update: 'ADMIN: change a promo code; audited',
  remove: `ADMIN: remove a promo code: ${REMOVE}`,
});

/** The routes of shop vouchers (lib/console-routes.ts). */
export const voucherSchemas = rowRouteSchemas(route, { body: C.VoucherInputSchema, row: C.ConsoleVoucherSchema, list: C.ConsoleVoucherListSchema }, {
  list: "ADMIN: the club's shop vouchers with their uses",
  create: 'ADMIN: a new shop voucher; audited',
  update: 'ADMIN: change a shop voucher; audited',
  remove: `ADMIN: remove a shop voucher: ${REMOVE}`,
});
