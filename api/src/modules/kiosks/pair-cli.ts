// `pnpm --filter @portal/api run kiosk:pair -- --club <accountId|id> [--name "Front desk"]`: prints
// a one-time pairing code for a club's kiosk, for operators until the club console issues them.
// Opens the database from the environment like the server (DATABASE_URL, else PGlite at DATA_DIR;
// PGlite allows one process at a time, so stop the server first or use the ADMIN API instead).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../db/client';
import { clubs } from '../../db/schema';
import { REPO_ROOT } from '../../lib/paths';
import { requireClub } from '../../lib/public-club';
import { issuePairingCode, PAIRING_CODE_TTL_MS } from './service';

const USAGE = 'Usage: pnpm --filter @portal/api run kiosk:pair -- --club <accountId|id> [--name "Front desk"]';

async function main(): Promise<void> {
  // pnpm may pass the `--` separator through; it is not an argument here.
  const args = process.argv.slice(2).filter((a) => a !== '--');
  const { values } = parseArgs({ args, options: { club: { type: 'string' }, name: { type: 'string' } } });
  if (!values.club) throw new Error(USAGE);
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = databaseUrl ? undefined : process.env.DATA_DIR || path.join(REPO_ROOT, '.data/pglite');
  const handle = await openDatabase({ databaseUrl, dataDir });
  try {
    const key = values.club.trim();
    const [byId] = /^\d{1,9}$/.test(key) ? await handle.db.select().from(clubs).where(eq(clubs.id, Number(key))) : [];
    const club = byId ?? (await requireClub(handle.db, key));
    const issued = await issuePairingCode(handle.db, club.id, values.name ?? 'Kiosk', null);
    console.log(`Pairing code for ${club.name} (${club.accountId}), kiosk "${issued.deviceName}": ${issued.code}`);
    console.log(`Valid once, until ${issued.expiresAt} (${PAIRING_CODE_TTL_MS / 60_000} minutes). Open /member-barcode-scanner on the kiosk and enter it.`);
  } finally {
    await handle.close();
  }
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
