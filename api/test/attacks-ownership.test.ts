// Attacks: every route of the OpenAPI document that names a member, student, child,
// booking, cart or payment is called by member@demo.club with somebody else's identifiers and must
// refuse (403, or 404 where the record cannot be resolved for this user), and without a session
// must answer 401 unless the route is on the documented public list.
import { sql } from 'drizzle-orm';
import { nextIp, type TestApp } from './helpers/test-app';
import { withTestApp } from './helpers/shared-app';
import { exampleRequest, fillPath, loadOperations, opName, queryOf, type Operation } from './attacks-helpers/openapi-routes';

const PASSWORD = 'demo1234';

/**
 * Routes that answer without a session, by design: sign-in and recovery, the club's theme, the
 * public pages (mf-public) and their card capture, token-addressed links (calendar feed,
 * settle-outstanding reference) and the demo outbox. A new route that answers without a session
 * fails this test until it is listed here, so opening a route up is always a visible decision.
 */
const PUBLIC_ROUTES: RegExp[] = [
  /^GET \/(healthz|readyz)$/,
  /^POST \/api\/v1\/auth\/(login|student-login|logout|register|verify-email|forgot-password|reset-password-with-token)$/,
  /^GET \/api\/v1\/(club\/theme|company\/lookup|portal\/remotes)$/,
  /^GET \/api\/v1\/dev\/outbox$/,
  // Uploaded images are addressed by an unguessable name and shown in public posts; BSB lookup
  // serves the public join form.
  /^GET \/api\/v1\/images\/\{name\}$/,
  /^GET \/api\/v1\/bsb\/\{bsb\}$/,
  /^(GET|POST|PUT|DELETE) \/api\/v1\/public\//,
  /^GET \/api\/v1\/calendar\/\{token\}$/,
  // The signed unsubscribe link of e-mails (List-Unsubscribe, one-click POST): opened from mail.
  /^(GET|POST) \/api\/v1\/notifications\/unsubscribe$/,
  /^POST \/api\/v1\/payments\/vault\/tokenize$/,
  /^GET \/api\/v1\/swim\/settle-outstanding-detail\/\{id\}$/,
  /^POST \/api\/v1\/swim\/(swim-coupon-code|settle-outstanding)$/,
  // Sign-in with a passkey or by an e-mailed one-time link (bound to the browser that asked).
  /^POST \/api\/v1\/auth\/(passkey\/options|passkey\/sign-in|email-link|email-link\/sign-in)$/,
  // Signed links opened from mail: confirming an account deletion, confirming a payment the bank
  // asked to authenticate (3-D Secure).
  /^POST \/api\/v1\/privacy\/account-deletion\/confirm$/,
  /^(GET|POST) \/api\/v1\/payments\/confirm\/\{ref\}$/,
  // Stripe's webhook: each event is checked by its signature, never by a session.
  /^POST \/api\/v1\/payments\/stripe\/webhook$/,
];
const isPublic = (op: Operation) => PUBLIC_ROUTES.some((re) => re.test(opName(op)));

/** Identifier fields (path, query or body) that name a person or one of their records. */
const PERSON_FIELDS = ['memberNumber', 'MemberNumber', 'userId', 'UserId', 'studentFamilyId', 'studentNumber'];
const RECORD_FIELDS = ['id', 'childId', 'kidId', 'memberKidId', 'paymentId', 'studentSwimClassBookingDetailId', 'posTrasanctionId'];

/**
 * Path parameters whose name does not say what they identify: operations sharing one path
 * template must share its parameter names (OpenAPI), so there the meaning depends on the method.
 * Every entry must be attacked (checked below), so a rename cannot silently drop a route.
 */
const PARAM_MEANING: Record<string, Record<string, string>> = {
  'GET /api/v1/member-kids/{ref}': { ref: 'memberNumber' },
  'DELETE /api/v1/member-kids/{ref}': { ref: 'memberKidId' },
};

interface Victim {
  label: string;
  memberNumber: string;
  userId: number;
  studentFamilyId?: string;
  studentNumber?: string;
}

interface ForeignRecords {
  classBooking?: number;
  ptBooking?: number;
  crecheBooking?: number;
  kid?: number;
  studentPaymentMethod?: number;
  swimBooking?: number;
  posTransaction?: number;
}

/** Which record an `{id}`-like field names on a given route; undefined = not an owned record. */
function recordFor(op: Operation, field: string, r: ForeignRecords): number | undefined {
  const p = op.path;
  if (field === 'childId' || field === 'kidId' || field === 'memberKidId') return r.kid;
  if (field === 'studentSwimClassBookingDetailId') return r.swimBooking;
  if (field === 'posTrasanctionId') return r.posTransaction;
  if (field === 'paymentId') return r.studentPaymentMethod;
  if (field !== 'id') return undefined;
  if (p.startsWith('/api/v1/bookings/pt/')) return r.ptBooking;
  if (p.startsWith('/api/v1/creche/bookings/')) return r.crecheBooking;
  if (p.startsWith('/api/v1/bookings/')) return r.classBooking;
  return undefined;
}

let t: TestApp;
let ops: Operation[];
let attacker: { cookie: string; memberId: number; memberNumber: string };
const victims: Victim[] = [];
const records: ForeignRecords = {};

async function firstId(query: ReturnType<typeof sql>): Promise<number | undefined> {
  const res = (await t.handle.db.execute(query)) as unknown as { rows: { id: number }[] };
  return res.rows[0] ? Number(res.rows[0].id) : undefined;
}

async function me(cookie: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } });
  return res.json().payload as { userId: number; memberNumber: string };
}

withTestApp(async (app) => {
  t = app;
  ops = await loadOperations(t.app);
  const cookie = await t.login('member@demo.club', PASSWORD);
  const self = await me(cookie);
  const memberId = await firstId(sql`select id from members where member_number = ${self.memberNumber}`);
  attacker = { cookie, memberId: memberId!, memberNumber: self.memberNumber };

  const renew = await me(await t.login('renew@demo.club', PASSWORD));
  victims.push({ label: 'another member', memberNumber: renew.memberNumber, userId: renew.userId });
  const guardian = await me(await t.login('guardian@demo.club', PASSWORD));
  const studentNumber = (await t.handle.db.execute(
    sql`select s.student_number from students s join guardians g on g.id = s.guardian_id where g.member_number = ${guardian.memberNumber} order by s.id limit 1`,
  )) as unknown as { rows: { student_number: string }[] };
  victims.push({
    label: 'a guardian',
    memberNumber: guardian.memberNumber,
    userId: guardian.userId,
    studentFamilyId: guardian.memberNumber,
    studentNumber: studentNumber.rows[0]?.student_number,
  });

  // Records of anybody but the attacker; a kid is created for another member when the seed has none.
  const other = attacker.memberId;
  records.classBooking = await firstId(sql`select id from class_bookings where member_id <> ${other} order by id limit 1`);
  records.ptBooking = await firstId(sql`select id from pt_bookings where member_id <> ${other} order by id limit 1`);
  records.crecheBooking = await firstId(sql`select id from creche_bookings where member_id <> ${other} order by id limit 1`);
  records.kid = await firstId(sql`select id from member_kids where member_id <> ${other} order by id limit 1`);
  if (!records.kid) {
    const renewId = await firstId(sql`select id from members where member_number = ${renew.memberNumber}`);
    records.kid = await firstId(
      sql`insert into member_kids (member_id, first_name, last_name) values (${renewId}, 'Other', 'Child') returning id`,
    );
  }
  records.studentPaymentMethod = await firstId(sql`select id from payment_methods where student_id is not null order by id limit 1`);
  records.swimBooking = await firstId(sql`select id from student_swim_bookings order by id limit 1`);
  records.posTransaction = await firstId(sql`select id from pos_transactions where member_id is distinct from ${other} order by id limit 1`);
});

function inject(op: Operation, values: Record<string, unknown>, body: unknown, headers: Record<string, string>) {
  return t.app.inject({
    method: op.method as 'GET',
    url: fillPath(op.path, values) + queryOf(op.parameters, values),
    headers,
    remoteAddress: nextIp(),
    ...(body !== undefined ? { payload: body as object } : {}),
  });
}

/** Fields naming a person or record, each with the identifier it carries (`meaning`). */
function foreignFields(op: Operation) {
  const aliases = PARAM_MEANING[opName(op)] ?? {};
  const params = op.parameters.filter((p) => p.in === 'path' || p.in === 'query').map((p) => p.name);
  const body = Object.keys(op.body?.properties ?? {});
  return [...params, ...body]
    .map((field) => ({ field, meaning: aliases[field] ?? field }))
    .filter(({ meaning }) => PERSON_FIELDS.includes(meaning) || RECORD_FIELDS.includes(meaning));
}

describe('attacks: sessions and ownership from the OpenAPI document', () => {
  test('the document lists the routes of every API module', () => {
    // Guard against a silently empty document (then every check below would pass vacuously).
    expect(ops.length).toBeGreaterThan(30);
  });

  test('every non-public route answers 401 without a session', async () => {
    const wrong: string[] = [];
    for (const op of ops) {
      if (isPublic(op)) continue;
      const { params, headers, body } = exampleRequest(op);
      const res = await inject(op, params, body, headers);
      if (res.statusCode !== 401) wrong.push(`${opName(op)} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  test("every route naming a person or a record refuses member@demo.club another user's identifiers", async () => {
    const wrong: string[] = [];
    const checked: string[] = [];
    for (const op of ops) {
      if (isPublic(op)) continue;
      const fields = foreignFields(op);
      if (!fields.length) continue;
      for (const victim of victims) {
        const { params, headers, body } = exampleRequest(op);
        const bodyObj = (body ?? {}) as Record<string, unknown>;
        let substituted = 0;
        for (const { field, meaning } of fields) {
          const inBody = op.body?.properties?.[field] !== undefined;
          const target = inBody ? bodyObj : params;
          let value: unknown;
          if (meaning === 'memberNumber' || meaning === 'MemberNumber') value = victim.memberNumber;
          else if (meaning === 'userId' || meaning === 'UserId') value = victim.userId;
          else if (meaning === 'studentFamilyId') value = victim.studentFamilyId ?? victim.memberNumber;
          else if (meaning === 'studentNumber') value = victim.studentNumber;
          else value = recordFor(op, meaning, records);
          if (value === undefined) continue;
          // Keep the declared type: a string field gets the identifier as text.
          const schema = inBody ? op.body!.properties![field] : op.parameters.find((p) => p.name === field)?.schema;
          const wantsString = JSON.stringify(schema ?? {}).includes('"string"') && !JSON.stringify(schema).includes('"integer"');
          target[field] = wantsString ? String(value) : value;
          substituted += 1;
        }
        if (!substituted) continue;
        checked.push(`${opName(op)} (${victim.label})`);
        const res = await inject(op, params, body === undefined ? undefined : bodyObj, { ...headers, cookie: attacker.cookie });
        if (res.statusCode !== 403 && res.statusCode !== 404) {
          wrong.push(`${opName(op)} with ${victim.label}'s ids → ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
      }
    }
    // Visible in the run log: what was attacked.
    console.info(`ownership attacks: ${checked.length} requests\n${checked.join('\n')}`);
    expect(checked.length).toBeGreaterThan(10);
    for (const name of Object.keys(PARAM_MEANING)) expect(checked).toContain(`${name} (another member)`);
    expect(wrong).toEqual([]);
  });
});
