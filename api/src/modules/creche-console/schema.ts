// Route schemas of the creche in the club console (ADMIN).
import * as C from '@portal/shared/contracts';
import { rowRouteSchemas } from '../../lib/console-routes';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('club-console');
const params = C.CatalogueIdParamsSchema;

/** The routes of creche series (lib/console-routes.ts). */
export const seriesSchemas = rowRouteSchemas(route, { body: C.CrecheSeriesInputSchema, row: C.CrecheSeriesSchema, list: C.CrecheSeriesListSchema, removed: C.SchoolChangeResultSchema }, {
  list: "ADMIN: the club's weekly creche series",
  create: 'ADMIN: a new weekly creche series; its sessions are generated ahead; audited',
  update: 'ADMIN: change a creche series from today on (booked sessions stay); audited',
  remove: 'ADMIN: retire a creche series (booked sessions stay); audited',
});
export const seriesSessionsSchema = route("ADMIN: a creche series' sessions from yesterday on", { params }, C.CrecheSeriesSessionListSchema);
export const cancelSessionSchema = route('ADMIN: cancel one creche session; parents booked on it are told; audited', { params }, C.SchoolChangeResultSchema);
