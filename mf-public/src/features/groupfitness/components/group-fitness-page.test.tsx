import { mockApi, renderWithProviders, waitFor } from '@portal/shared/test-utils';
import { GroupFitnessPage } from './group-fitness-page';

// A phone in Los Angeles at Monday 7 December 00:05 in Sydney (still Sunday the 6th there): the timetable opens on
// the club's today, never the device's.
const deviceZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
  jest.useFakeTimers({ now: new Date('2026-12-06T13:05:00Z'), doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'queueMicrotask', 'nextTick', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'hrtime'] });
});
afterAll(() => {
  jest.useRealTimers();
  process.env.TZ = deviceZone;
});

it("opens on the club's today at a pinned instant, on a device a day behind", async () => {
  expect(new Date().getDate()).toBe(6); // the device's date: Sunday 6 December in Los Angeles
  const api = mockApi({ 'GET /public/timetable': [] });
  renderWithProviders(<GroupFitnessPage />, { route: '/groupfitness?accountId=DEMO01' });
  await waitFor(() => expect(api.callsTo('GET /public/timetable')).toHaveLength(1));
  expect(api.callsTo('GET /public/timetable')[0]!.query).toEqual({ accountId: 'DEMO01', date: '2026-12-07' });
});
