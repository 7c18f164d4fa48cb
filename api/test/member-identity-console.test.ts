// What only the club may correct for a member (the profile shows them read-only): name, e-mail and
// date of birth, from the console's member page. The e-mail is the login's too, so the member signs
// in with the new address and the old one is told. A member, STAFF and another club's ADMIN change
// nothing; bad input is refused on its field; a member with a login keeps an address, never
// another login's; every correction is in the audit log.
import { and, desc, eq } from 'drizzle-orm';
import { EMAIL_OF_ANOTHER_LOGIN_MESSAGE, MEMBER_LOGIN_NEEDS_EMAIL_MESSAGE } from '@portal/shared/contracts';
import { DATE_OF_BIRTH_FUTURE, EMAIL, INVALID_DATE, REQUIRED } from '@portal/shared/messages';
import { clubAuditLog, members, outbox } from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/db/seed/demo-logins';
import type { TestApp } from './helpers/test-app';
import { withSignedInDemoClub } from './helpers/shared-app';
import { expectRefused } from './helpers/expect-refused';
import { apiCalls, consoleLogins, type ConsoleLogins } from './helpers/console-api';

let t: TestApp, clubId: number, as: ConsoleLogins;
withSignedInDemoClub(consoleLogins, (demo) => ({ t, clubId, as } = demo));

const call = apiCalls(() => t);

async function memberNumberOf(email: string): Promise<string> {
  const found = await call(as.admin, 'GET', `/club-console/members?q=${encodeURIComponent(email)}`);
  return found.body.payload[0].memberNumber as string;
}

async function memberRow(memberNumber: string) {
  const [row] = await t.handle.db.select().from(members).where(and(eq(members.clubId, clubId), eq(members.memberNumber, memberNumber)));
  return row!;
}

it('a member, STAFF and another club’s ADMIN change nothing', async () => {
  const number = await memberNumberOf('suspended@demo.club');
  const before = await memberRow(number);
  const body = { firstName: 'Mallory', lastName: 'Taken', email: 'mallory@evil.example', dateOfBirth: '' };
  for (const who of ['member', 'staff'] as const) expect((await call(as[who], 'PUT', `/club-console/members/${number}/identity`, body)).status).toBe(403);
  expect((await call(as.otherAdmin, 'PUT', `/club-console/members/${number}/identity`, body)).status).toBe(404);
  expect(await memberRow(number)).toEqual(before);
});

it('bad input is refused on its field and nothing is saved', async () => {
  const number = await memberNumberOf('suspended@demo.club');
  const before = await memberRow(number);
  const ok = { firstName: before.firstName, lastName: before.lastName, email: before.email ?? '', dateOfBirth: '' };
  const cases: Array<[Record<string, string>, number, string, string]> = [
    [{ firstName: ' ' }, 400, REQUIRED, 'firstName'],
    [{ email: 'not-an-address' }, 400, EMAIL, 'email'],
    [{ dateOfBirth: '31/02/1990' }, 400, INVALID_DATE, 'dateOfBirth'],
    [{ dateOfBirth: '01/01/2999' }, 400, DATE_OF_BIRTH_FUTURE, 'dateOfBirth'],
    [{ email: '' }, 400, MEMBER_LOGIN_NEEDS_EMAIL_MESSAGE, 'email'],
    [{ email: 'Renew@demo.club' }, 409, EMAIL_OF_ANOTHER_LOGIN_MESSAGE, 'email'],
  ];
  for (const [over, status, message, field] of cases) {
    const res = await call(as.admin, 'PUT', `/club-console/members/${number}/identity`, { ...ok, ...over });
    expectRefused(res, status, message);
    expect({ over, field: res.body.errors.field }).toEqual({ over, field });
  }
  expect(await memberRow(number)).toEqual(before);
});

it('the ADMIN corrects name, e-mail and date of birth: the member signs in with the new address, the old one is told', async () => {
  const number = await memberNumberOf('suspended@demo.club');
  const res = await call(as.admin, 'PUT', `/club-console/members/${number}/identity`, {
    firstName: ' Jordan ',
    lastName: 'Rivers-Lee',
    email: 'Jordan.Rivers@Example.com',
    dateOfBirth: '05/03/1991',
  });
  expect(res.status).toBe(200);
  expect(res.body.payload.identity).toEqual({ firstName: 'Jordan', lastName: 'Rivers-Lee', email: 'jordan.rivers@example.com', dateOfBirth: '05/03/1991' });
  expect(res.body.payload.member).toMatchObject({ name: 'Jordan Rivers-Lee', email: 'jordan.rivers@example.com', hasLogin: true });

  const [told] = await t.handle.db.select().from(outbox).where(eq(outbox.toAddress, 'suspended@demo.club')).orderBy(desc(outbox.id)).limit(1);
  expect(told?.bodyText).toContain('changed the e-mail address of your membership from this address to jordan.rivers@example.com');
  await expect(t.login('suspended@demo.club', DEMO_PASSWORD)).rejects.toThrow();
  const cookie = await t.login('jordan.rivers@example.com', DEMO_PASSWORD);
  expect((await call(cookie, 'GET', '/auth/me')).body.payload).toMatchObject({ email: 'jordan.rivers@example.com' });

  const [audit] = await t.handle.db.select().from(clubAuditLog).where(and(eq(clubAuditLog.clubId, clubId), eq(clubAuditLog.area, 'members'))).orderBy(desc(clubAuditLog.id)).limit(1);
  expect(audit?.before).toMatchObject({ memberNumber: number, email: 'suspended@demo.club' });
  expect(audit?.after).toMatchObject({ memberNumber: number, email: 'jordan.rivers@example.com', lastName: 'Rivers-Lee' });
});
