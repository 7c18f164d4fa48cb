// Run by ../billing-run.mjs (through tsx): on its own PostgreSQL database, migrated and seeded,
// N members on a fortnightly direct debit all due today (half by card, half by bank account),
// then one billing run of the club (the service the daily job runs), timed. A second run shows the
// cost of a day with nothing due. Prints debits per second; asserts nothing.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../api/src/db/client';
import { migrateDatabase } from '../../api/src/db/migrate';
import { seedDatabase } from '../../api/src/db/seed';
import { runClubBilling } from '../../api/src/modules/billing';
import { clubToday } from '../../api/src/lib/club-calendar';

const MEMBERS = Number(process.env.BILLING_MEMBERS || 2000);

async function main(): Promise<void> {
  const handle = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL!, poolMax: 4 });
  try {
    await migrateDatabase(handle);
    await seedDatabase(handle, { reset: true });
    const db = handle.db;
    const [club] = (await db.execute(sql`select id, time_zone from clubs where account_id = 'DEMO01'`)).rows as Array<{ id: number; time_zone: string }>;
    const clubId = Number(club!.id);
    const today = clubToday(new Date(), club!.time_zone);
    const [type] = (await db.execute(sql`select id from membership_types where club_id = ${clubId} and is_direct_debit and payment_frequency = 'fortnightly' limit 1`)).rows as Array<{ id: number }>;
    await db.execute(sql`insert into members (club_id, member_number, barcode, first_name, last_name)
      select ${clubId}, 'BENCH' || g, 'BB' || g, 'Bench', 'Payer' || g from generate_series(1, ${MEMBERS}) g`);
    await db.execute(sql`insert into memberships (member_id, membership_type_id, contract_type, status, start_date, payment_start_date, next_payment_date, next_payment_amount_cents)
      select id, ${type!.id}, 'Direct Debit', 'active', ${today}::date, ${today}::date, ${today}::date, 2995 from members where member_number like 'BENCH%'`);
    await db.execute(sql`insert into payment_methods (member_id, kind, card_token, card_brand, card_last4, card_expiry_month, card_expiry_year, name_on_card, account_name, account_number, account_number_last3, bsb)
      select id, case when id % 2 = 0 then 'card' else 'direct_debit' end,
        case when id % 2 = 0 then 'tok_sbx_ok_bench' || id end, 'Visa', '4242', 12, 2099, 'Bench Payer',
        'Bench Payer', '1234' || id, '234', '062-000' from members where member_number like 'BENCH%'`);
    const load = os.loadavg()[0]!.toFixed(2);
    const started = performance.now();
    const result = await db.transaction((tx) => runClubBilling(tx as never, clubId, { tell: true }));
    const s = (performance.now() - started) / 1000;
    const again = performance.now();
    await db.transaction((tx) => runClubBilling(tx as never, clubId));
    const sAgain = (performance.now() - again) / 1000;
    console.log(`Billing run on PostgreSQL, sandbox gateway (load average ${load} before):`);
    console.log(`  ${MEMBERS} members due today: ${result.made} debits made, ${result.collected} collected, ${result.declined} declined in ${s.toFixed(2)} s (${(result.made / s).toFixed(0)} debits/s)`);
    console.log(`  the same day again (nothing due): ${sAgain.toFixed(2)} s`);
  } finally {
    await handle.close();
  }
}

void main();
