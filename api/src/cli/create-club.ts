// Creates a club and its first ADMIN in a production database, then prints the ADMIN's one-time
// link to choose a password (valid 24 hours). Run once after the first deploy:
//   node api/dist/cli/create-club.js --name "Harbour Swim & Gym" --admin-email it@harbour.example
//   pnpm --filter @portal/api create-club -- --name ... --admin-email ...
// Reads DATABASE_URL (or DATA_DIR) and PUBLIC_ORIGIN like the server; migrates first.
import { parseArgs } from 'node:util';
import { migrateDatabase } from '../db/migrate';
import { ADMIN_LINK_TTL_HOURS, adminLink, createClub, CreateClubError } from '../modules/club';
import { databaseFromEnv } from '../db/database-from-env';
import { commandArgs, runCommand } from '../lib/cli-args';

const USAGE = `Usage: create-club --name <club name> --admin-email <address> [options]
  --admin-first-name, --admin-last-name   the ADMIN's name (default Club Admin)
  --account-id <ID>        id in public links (?accountId=); default from the name
  --code <code>            company code typed at sign-in; default the account id
  --contact-email <addr>   the club's contact address, Reply-To of its e-mail; default the ADMIN's
  --mail-from <addr>       From address of the club's e-mail; default MAIL_FROM's address
  --mail-from-name <name>  From name; default the club's name
  --time-zone <zone>       IANA zone of the club; default Australia/Sydney
Environment: DATABASE_URL (or DATA_DIR), PUBLIC_ORIGIN (the link's origin).`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    args: commandArgs(),
    options: {
      name: { type: 'string' },
      'admin-email': { type: 'string' },
      'admin-first-name': { type: 'string' },
      'admin-last-name': { type: 'string' },
      'account-id': { type: 'string' },
      code: { type: 'string' },
      'contact-email': { type: 'string' },
      'mail-from': { type: 'string' },
      'mail-from-name': { type: 'string' },
      'time-zone': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help || !values.name || !values['admin-email']) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const publicOrigin = process.env.PUBLIC_ORIGIN;
  if (!publicOrigin) {
    console.error('PUBLIC_ORIGIN is required: the origin members use (https://portal.example.club), for the ADMIN\'s link.');
    return 2;
  }
  const database = databaseFromEnv();
  const handle = await database.open();
  try {
    await migrateDatabase(handle);
    const created = await createClub(handle.db, {
      name: values.name,
      adminEmail: values['admin-email'],
      adminFirstName: values['admin-first-name'],
      adminLastName: values['admin-last-name'],
      accountId: values['account-id'],
      code: values.code,
      contactEmail: values['contact-email'],
      mailFromAddress: values['mail-from'],
      mailFromName: values['mail-from-name'],
      timeZone: values['time-zone'],
    });
    console.log(
      [
        `Club created in ${database.where}: ${values.name} (account id ${created.accountId}, sign-in code ${created.code}, time zone ${created.timeZone}; the ADMIN can correct the zone on Club Details until the first session).`,
        `ADMIN ${values['admin-email']}: open this link within ${ADMIN_LINK_TTL_HOURS} hours to choose a password (it works once):`,
        adminLink(publicOrigin, created.adminToken),
      ].join('\n'),
    );
    return 0;
  } catch (err) {
    if (err instanceof CreateClubError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await handle.close();
  }
}

runCommand(main);
