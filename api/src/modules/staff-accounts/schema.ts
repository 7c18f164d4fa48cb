// Route schemas of the club's staff logins (ADMIN).
import * as C from '@portal/shared/contracts';
import { Type } from 'typebox';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('club-console');
const params = C.CatalogueIdParamsSchema;

export const listSchema = route("ADMIN: the club's ADMIN and STAFF logins", {}, C.StaffAccountListSchema);
export const inviteSchema = route(
  "ADMIN: invite an ADMIN or STAFF by e-mail (a one-time link, 24 hours); a removed login gets its role back, a member's login may become ADMIN; audited",
  { body: C.StaffInviteSchema },
  C.StaffAccountSchema,
);
export const inviteAgainSchema = route('ADMIN: a new link for an invitation not used yet (earlier links stop working); audited', { params }, C.StaffAccountSchema);
export const roleSchema = route("ADMIN: change a login's role (never the last ADMIN's); its sessions carry the new role at once; audited", { params, body: C.StaffRoleChangeSchema }, C.StaffAccountSchema);
export const removeSchema = route("ADMIN: remove a login's console access (never the last ADMIN's); its sessions end at once; audited", { params }, Type.Object({ message: Type.String() }));
