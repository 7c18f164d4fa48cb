// Opening hours and social links in the club console: an ADMIN saves them and a member's Club Info
// shows them at the next request; a member and STAFF are refused; a closing time before the
// opening time and a link that is not https get their messages, and nothing is saved.
import { CLOSES_BEFORE_OPENS_MESSAGE, WEB_ADDRESS_MESSAGE } from '@portal/shared/validators';
import { WEEKDAYS } from '@portal/shared/contracts';
import { demoLogins, nextIp, type TestApp } from './helpers/test-app';
import { withTestApp } from './helpers/shared-app';
import { expectRefused } from './helpers/expect-refused';

let t: TestApp;
let as: Record<'admin' | 'staff' | 'member', string>;
withTestApp(async (app) => {
  t = app;
  as = await demoLogins(t, 'admin', 'staff', 'member');
});

async function call(cookie: string, method: 'GET' | 'PUT', url: string, payload?: object) {
  const res = await t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, remoteAddress: nextIp(), ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() as { payload: any; errors: { message: string } } };
}

const week = WEEKDAYS.map((day) => ({ day, opens: day === 'Sunday' ? '' : '06:00', closes: day === 'Sunday' ? '' : '21:00' }));
const details = { openingHours: week, facebookUrl: 'https://www.facebook.com/harbour', socialLink: '', timeZone: 'Australia/Sydney' };

it('a member and STAFF are refused; the ADMIN saves and Club Info shows it', async () => {
  for (const who of ['member', 'staff'] as const) expect((await call(as[who], 'PUT', '/club-console/details', details)).status).toBe(403);
  expect((await call(as.admin, 'PUT', '/club-console/details', details)).status).toBe(200);
  const info = await call(as.member, 'GET', '/club/info');
  expect(info.body.payload.openingHours[0]).toEqual({ day: 'Monday', opens: '06:00', closes: '21:00' });
  expect(info.body.payload.openingHours[6]).toEqual({ day: 'Sunday', opens: '', closes: '' });
  expect(info.body.payload.facebookUrl).toBe('https://www.facebook.com/harbour');
});

it('bad hours and links get their messages and nothing is saved', async () => {
  const late = week.map((h, i) => (i === 0 ? { ...h, opens: '21:00', closes: '06:00' } : h));
  expectRefused(await call(as.admin, 'PUT', '/club-console/details', { ...details, openingHours: late }), 400, CLOSES_BEFORE_OPENS_MESSAGE);
  expectRefused(await call(as.admin, 'PUT', '/club-console/details', { ...details, socialLink: 'javascript:alert(1)' }), 400, WEB_ADDRESS_MESSAGE);
  const saved = await call(as.admin, 'GET', '/club-console/details');
  expect(saved.body.payload.openingHours[0]).toEqual({ day: 'Monday', opens: '06:00', closes: '21:00' });
});
