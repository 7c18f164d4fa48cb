import { apiFailure, mockApi, pinDeviceClock, renderWithProviders, restoreDeviceClock, screen, waitFor } from '@portal/shared/test-utils';
import type { PublicClub } from '@portal/shared/contracts';
import { GroupFitnessPage } from './group-fitness-page';

// A phone in Los Angeles at Monday 7 December 00:05 in Sydney (still Sunday the 6th there): the timetable opens on
// the club's today, never the device's; and a club in Perth (still 21:05 on the 6th) opens on its own today.
const CLUB: PublicClub = { accountId: 'DEMO01', clubName: 'Demo Club', email: '', phone: '', timeZone: 'Australia/Sydney', preActivityQuestionnaire: false, signatureEnabled: false, pciVaultEnabled: false };
const deviceZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
  pinDeviceClock('2026-12-06T13:05:00Z');
});
afterAll(() => {
  restoreDeviceClock();
  process.env.TZ = deviceZone;
});

it("opens on the club's today at a pinned instant, on a device a day behind", async () => {
  expect(new Date().getDate()).toBe(6); // the device's date: Sunday 6 December in Los Angeles
  const api = mockApi({ 'GET /public/club/DEMO01': { ...CLUB, timeZone: 'Australia/Sydney' }, 'GET /public/timetable': [] });
  renderWithProviders(<GroupFitnessPage />, { route: '/groupfitness?accountId=DEMO01' });
  await waitFor(() => expect(api.callsTo('GET /public/timetable')).toHaveLength(1));
  expect(api.callsTo('GET /public/timetable')[0]!.query).toEqual({ accountId: 'DEMO01', date: '2026-12-07' });
});

it("a club in another zone opens on its own today, not Sydney's", async () => {
  const api = mockApi({ 'GET /public/club/PERTH1': { ...CLUB, accountId: 'PERTH1', timeZone: 'Australia/Perth' }, 'GET /public/timetable': [] });
  renderWithProviders(<GroupFitnessPage />, { route: '/groupfitness?accountId=PERTH1' });
  await waitFor(() => expect(api.callsTo('GET /public/timetable')).toHaveLength(1));
  expect(api.callsTo('GET /public/timetable')[0]!.query).toEqual({ accountId: 'PERTH1', date: '2026-12-06' });
  expect(await screen.findByText('Sun 06/12')).toBeInTheDocument();
});

it('an unknown club says so instead of a timetable', async () => {
  const api = mockApi({ 'GET /public/club/NOPE': apiFailure(404, 'Club not found.') });
  renderWithProviders(<GroupFitnessPage />, { route: '/groupfitness?accountId=NOPE' });
  expect(await screen.findByText('Club not found.')).toBeInTheDocument();
  expect(api.callsTo('GET /public/timetable')).toHaveLength(0);
});
