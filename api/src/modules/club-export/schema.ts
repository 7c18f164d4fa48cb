// Route schema of the club's export (ADMIN).
import { Type } from 'typebox';
import { withErrors } from '../../lib/envelope';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('club-console');
const ZipSchema = Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'application/zip' });

export const exportSchema = route(
  'ADMIN: everything the club owns as a zip (streamed): a CSV per table, club.json with every table, signatures as PNG files; spreadsheet-safe cells',
  { response: withErrors(ZipSchema) },
);
