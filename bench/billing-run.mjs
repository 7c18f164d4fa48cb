// Billing run: N members' direct debits falling due on one day (default 50,000 with --big-club,
// else 5,000; BILLING_MEMBERS sets it), collected by TWO API instances on one PostgreSQL database
// against the sandbox gateway, through the daily job itself (billing-run, then one collect job per
// 500 debits, taken by whichever instance is free). Half-way through, one instance is killed with
// SIGKILL. Then it checks what a club would: every debit collected, exactly one approved ledger
// row each, and at the gateway (the sandbox's charge journal, SANDBOX_CHARGE_JOURNAL) one charge
// per debit: a key asked twice is one charge, as at Stripe; two keys for one debit would be two.
// Prints the time, debits/s, the load average and a Fastify hello-world measured in the same run.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_DB=bench_billing BENCH_PORT=8300 node bench/billing-run.mjs --big-club
// Uses its own database (BENCH_DB, default portal_bench_billing), dropped and recreated first.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pg } from './lib/bench-database.mjs';
import { loadLine, measure } from './lib/load.mjs';
import { writeResult } from './lib/portal.mjs';

// Before api-instances.mjs is loaded: it names the bench database once, from BENCH_DB.
process.env.BENCH_DB ||= 'portal_bench_billing';
const { benchUrl, instancesUntilDeadline, startInstance } = await import('./lib/api-instances.mjs');
const { startBenchClub } = await import('./lib/bench-club.mjs');
const { Client } = pg;

const BIG = process.argv.includes('--big-club') || process.env.BENCH_BIG_CLUB === '1';
const MEMBERS = Number(process.env.BILLING_MEMBERS || (BIG ? 50_000 : 5_000));
const GOAL_S = 60;
const DEADLINE_MS = Number(process.env.BENCH_DEADLINE_MS || 300_000);
const base = Number(process.env.BENCH_PORT || 8231);
const journalDir = mkdtempSync(path.join(os.tmpdir(), 'billing-journal-'));
const journal = path.join(journalDir, 'charges.tsv');
const env = { SANDBOX_CHARGE_JOURNAL: journal };

/** Until the start-up's run of today (due when the club's 03:00 has passed) has run: the payers are for the measured run. */
async function startUpRunDone(db) {
  for (let i = 0; i < 150; i += 1) {
    const { rows: [r] } = await db.query(`select count(*)::int as due from notification_jobs where kind = 'billing-run' and status = 'pending' and run_at <= now()`);
    if (r.due === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** N members on a fortnightly direct debit due today (half by card, half by bank account). */
async function addPayers(db) {
  await startUpRunDone(db);
  const { rows: [club] } = await db.query(`select id, time_zone from clubs where account_id = 'DEMO01'`);
  const { rows: [type] } = await db.query(`select id from membership_types where club_id = $1 and is_direct_debit and payment_frequency = 'fortnightly' limit 1`, [club.id]);
  const today = `(now() at time zone '${club.time_zone}')::date`;
  await db.query(`insert into members (club_id, member_number, barcode, first_name, last_name)
    select $1, 'BILL' || g, 'BL' || g, 'Bench', 'Payer' || g from generate_series(1, $2) g`, [club.id, MEMBERS]);
  await db.query(`insert into memberships (member_id, membership_type_id, contract_type, status, start_date, payment_start_date, next_payment_date, next_payment_amount_cents)
    select id, $1, 'Direct Debit', 'active', ${today}, ${today}, ${today}, 2995 from members where member_number like 'BILL%'`, [type.id]);
  await db.query(`insert into payment_methods (member_id, kind, is_default, card_token, card_brand, card_last4, card_expiry_month, card_expiry_year, name_on_card,
      account_name, account_number, account_number_last3, bsb, gateway_token)
    select id, case when id % 2 = 0 then 'card' else 'direct_debit' end, true,
      case when id % 2 = 0 then 'tok_sbx_ok_card' || id end, 'Visa', '4242', 12, 2099, 'Bench Payer',
      'Bench Payer', '000123456', '456', '062-000', case when id % 2 = 1 then 'tok_sbx_ok_bank' || id end
    from members where member_number like 'BILL%'`);
  return club;
}

/** Today's run due now: the start-up already ran the demo club's day before the payers existed. */
async function triggerRun(db, clubId, timeZone) {
  await db.query(`delete from notification_jobs where kind in ('billing-run', 'billing-collect')`);
  await db.query(`insert into notification_jobs (kind, run_at, payload, status, dedupe_key)
    select 'billing-run', now(), jsonb_build_object('clubId', $1::int, 'date', d), 'pending', 'billing-run:' || $1 || ':' || d
    from (select ((now() at time zone $2)::date)::text as d) t`, [clubId, timeZone]);
}

async function progress(db) {
  const { rows: [r] } = await db.query(`select count(*)::int as made, count(*) filter (where d.status <> 'pending')::int as done,
      count(*) filter (where d.status = 'paid')::int as paid
    from billing_debits d join members m on m.id = d.member_id where m.member_number like 'BILL%'`);
  return r;
}

async function checks(db) {
  const { rows: [ledger] } = await db.query(`with approved as (
      select regexp_replace(idempotency_key, ':[0-9]+$', '') as k, count(*)::int as n from payments
      where status = 'approved' and purpose = 'membership-debit' group by 1)
    select count(*)::int as debits, count(*) filter (where a.n = 1)::int as once, count(*) filter (where a.n > 1)::int as twice,
      count(*) filter (where a.n is null)::int as none
    from billing_debits d join members m on m.id = d.member_id
    left join approved a on a.k = 'member:' || d.member_id || '/debit:' || d.agreement_kind || ':' || d.agreement_id || ':' || d.due_date::text
    where m.member_number like 'BILL%'`);
  // The gateway's view: approved keys per debit (the key names the debit and the attempt).
  const perDebit = new Map();
  let asked = 0;
  for (const line of readFileSync(journal, 'utf8').split('\n')) {
    const [key, status] = line.split('\t');
    if (!key || status !== 'approved') continue;
    asked += 1;
    const debit = /\/(debit:[^/]+):\d+\/[0-9a-f]+$/.exec(key)?.[1];
    if (!debit) continue;
    (perDebit.get(debit) ?? perDebit.set(debit, new Set()).get(debit)).add(key);
  }
  const gatewayTwice = [...perDebit.values()].filter((keys) => keys.size > 1).length;
  return { ...ledger, gatewayDebits: perDebit.size, gatewayAsked: asked, gatewayTwice };
}

async function main() {
  const { children, stopAll } = instancesUntilDeadline('billing-run', DEADLINE_MS, 1);
  const db = new Client({ connectionString: benchUrl });
  try {
    // The payers are added while the first instance is up: its start-up has run the demo club's day already.
    const club = await startBenchClub({ port: base, helloPort: base + 2, env, restart: false, grow: addPayers });
    children.push(club.api);
    await db.connect();
    children.push(await startInstance(base + 1, env));
    let helloRps;
    try {
      helloRps = Math.round((await measure({ url: club.hello.url })).requests.average);
    } finally {
      await club.hello.stop();
    }
    const loadBefore = loadLine();
    const started = Date.now();
    await triggerRun(db, club.grown.id, club.grown.time_zone);
    let killedAt = null;
    let state;
    for (;;) {
      state = await progress(db);
      if (!killedAt && state.made >= MEMBERS && state.done >= MEMBERS / 2) {
        children[1].kill('SIGKILL');
        killedAt = { s: (Date.now() - started) / 1000, done: state.done };
      }
      if (state.made >= MEMBERS && state.done >= state.made) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const seconds = (Date.now() - started) / 1000;
    const loadAfter = loadLine();
    const c = await checks(db);
    const double = c.twice + c.gatewayTwice;
    const ok = seconds <= GOAL_S && double === 0 && c.none === 0 && state.paid === MEMBERS && c.gatewayDebits === MEMBERS;
    const n = MEMBERS.toLocaleString('en-AU');
    console.log('Billing run (2 API instances, PostgreSQL, sandbox gateway, loopback)');
    console.log(`  ${n} members' debits falling due on one day collected by two instances in ${seconds.toFixed(1)} s (goal ≤ ${GOAL_S} s) against the sandbox gateway, with ${double} double charges after one instance is killed half-way`);
    console.log(`  ${(MEMBERS / seconds).toFixed(0)} debits/s; instance 2 killed (SIGKILL) at ${killedAt?.s.toFixed(1)} s with ${killedAt?.done} of ${n} collected`);
    console.log(`  ledger: ${c.debits} debits, ${c.once} with one approved payment, ${c.twice} with more, ${c.none} with none; paid ${state.paid}`);
    console.log(`  gateway journal: ${c.gatewayAsked} approved answers for ${c.gatewayDebits} debits (a key asked again after the kill is one charge); debits charged under two keys: ${c.gatewayTwice}`);
    console.log(`  Fastify hello-world in the same run: ${helloRps} req/s`);
    console.log(`  before: ${loadBefore}`);
    console.log(`  after:  ${loadAfter}`);
    console.log(`  result: ${ok ? 'PASS' : 'FAIL'}`);
    await writeResult('billing-run', { members: MEMBERS, seconds, goalSeconds: GOAL_S, killedAt, ...c, doubleCharges: double, helloRps, loadBefore, loadAfter, pass: ok });
    process.exitCode = ok ? 0 : 1;
  } finally {
    stopAll();
    await db.end().catch(() => {});
    rmSync(journalDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
