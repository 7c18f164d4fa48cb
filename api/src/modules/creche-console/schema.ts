// Route schemas of the creche in the club console (ADMIN).
import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('club-console');
const params = C.CatalogueIdParamsSchema;

/** The routes of creche series (lib/console-routes.ts). */
export const seriesSchemas = {
  list: route("ADMIN: the club's weekly creche series", {}, C.CrecheSeriesListSchema),
  create: route('ADMIN: a new weekly creche series; its sessions are generated ahead; audited', { body: C.CrecheSeriesInputSchema }, C.CrecheSeriesSchema),
  update: route('ADMIN: change a creche series from today on (booked sessions stay); audited', { params, body: C.CrecheSeriesInputSchema }, C.CrecheSeriesSchema),
  remove: route('ADMIN: retire a creche series (booked sessions stay); audited', { params }, C.SchoolChangeResultSchema),
};
export const seriesSessionsSchema = route("ADMIN: a creche series' sessions from yesterday on", { params }, C.CrecheSeriesSessionListSchema);
export const cancelSessionSchema = route('ADMIN: cancel one creche session; parents booked on it are told; audited', { params }, C.SchoolChangeResultSchema);
