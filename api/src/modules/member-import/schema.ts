// Route schemas of member import (ADMIN).
import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('club-console');
const params = C.CatalogueIdParamsSchema;

export const listSchema = route("ADMIN: the club's member imports, newest first", {}, C.MemberImportListSchema);
export const uploadSchema = route(
  "ADMIN: upload a CSV of members (multipart field 'file', up to 100 MB; UTF-8 or Windows-1252, comma, semicolon or tab); answers the import with its guessed mapping. A card-number column is refused.",
  { consumes: ['multipart/form-data'] },
  C.MemberImportSchema,
);
export const getSchema = route('ADMIN: one import and its progress', { params }, C.MemberImportSchema);
export const mappingSchema = route("ADMIN: which column fills which field (remembered for the club's next file)", { params, body: C.ImportMappingSchema }, C.MemberImportSchema);
export const previewSchema = route("ADMIN: read the file through the mapping: good rows and each bad row's problems", { params }, C.ImportPreviewSchema);
export const startSchema = route('ADMIN: import the good rows, in batches (poll the import for progress)', { params }, C.MemberImportSchema);
export const resumeSchema = route('ADMIN: resume a failed import from where it stopped (the rows imported stay)', { params }, C.MemberImportSchema);
export const invitesSchema = route('ADMIN: the imported members and their invitations: invited, signed in, bounced', {}, C.MemberInvitesSchema);
export const inviteSchema = route(
  'ADMIN: invite the next imported members (an e-mail with a one-time link to choose a password), in batches of 50 a minute from sendAt (now when absent)',
  { body: C.InviteRequestSchema },
  C.MemberInvitesSchema,
);
