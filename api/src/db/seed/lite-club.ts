// The second club (DEMO02): most features off, only account, shop and public remotes,
// so the portal's gating is visible.
import * as s from '../schema';
import { USER_TYPE } from '../schema/auth';
import type { ClubFlags } from '../schema/clubs';
import { ClubCalendar } from './calendar';
import { svgCard } from './images';
import { badgePngBase64 } from './png';
import { insertRow, type Tx } from './types';

const LITE_FLAGS: ClubFlags = {
  bookClass: false,
  myBooking: false,
  myMembership: true,
  bookPT: false,
  contactClub: true,
  social: false,
  creche: false,
  shop: true,
  showMembership: false,
  showExtras: false,
  allowMemberSuspension: false,
  allowMemberPaymentChange: false,
  isEnableManageButton: false,
  showSelfServiceSuspensionInApp: false,
  showSelfServiceCancellationInApp: false,
  signatureEnabled: false,
  pciVaultEnabled: false,
  preActivityQuestionnaire: false,
};

export async function seedLiteClub(tx: Tx, now: Date, passwordHash: string): Promise<void> {
  const club = await insertRow(tx, s.clubs, {
    accountId: 'DEMO02',
    code: 'lite',
    name: 'Lite Gym Melbourne',
    email: 'hello@lite.demo.club',
    phone: '03 9000 0000',
    street: '200 Collins Street',
    suburb: 'Melbourne',
    state: 'VIC',
    postCode: '3000',
    latitude: -37.8152,
    longitude: 144.9671,
    timeZone: 'Australia/Melbourne',
    theme: {
      primaryTextColor: '#ffffff',
      secondaryTextColor: '#212529',
      primaryBackgroundColor: '#2f9e44',
      secondaryBackgroundColor: '#ebfbee',
      thirdBackgroundColor: '#495057',
    },
    flags: LITE_FLAGS,
    enabledRemotes: ['mf-account', 'mf-shop', 'mf-public'],
    logoPng: badgePngBase64(64, [47, 158, 68], [73, 80, 87]),
    avatarPng: badgePngBase64(48, [173, 181, 189], [134, 142, 150]),
    classBookingMaxDaysView: 7,
    maxSuspensionDays: 0,
  }, 'club');
  const clubId = club.id;
  // The seed's dates are the club's own calendar days.
  const cal = new ClubCalendar(club.timeZone, now);

  const type = await insertRow(tx, s.membershipTypes, {
    clubId, description: 'Lite Annual', shortDescription: 'Gym floor access', fullDescription: 'Twelve months of gym floor access.',
    minimumPeriod: 12, minimumPeriodLabel: '12 Months', priceCents: 49900, isDirectDebit: false, durationDays: 365,
    numberOfPayments: 1, photo: svgCard('Lite Annual', '#2f9e44'),
  }, 'type');
  const member = await insertRow(tx, s.members, {
    clubId, memberNumber: '200001', barcode: '9200001', firstName: 'Lee', lastName: 'Lite', email: 'lite@demo.club',
    mobile: '0413 000 201', dateOfBirth: '1990-03-03', gender: 'M', street: '1 Flinders Lane', suburb: 'Melbourne', state: 'VIC', postCode: '3000',
  }, 'member');
  await tx.insert(s.users).values({
    clubId, email: 'lite@demo.club', userName: 'lite@demo.club', passwordHash, userType: USER_TYPE.member, role: 'USER', memberId: member.id,
  });
  await tx.insert(s.memberships).values({
    memberId: member.id, membershipTypeId: type.id, contractType: 'Paid in Full', status: 'active',
    startDate: cal.date(-100), paymentStartDate: cal.date(-100), expiryDate: cal.date(265),
  });
  const cat = await insertRow(tx, s.productCategories, { clubId, name: 'Drinks' }, 'cat');
  await tx.insert(s.products).values([
    { clubId, categoryId: cat.id, name: 'Electrolyte Drink', description: '600 ml, lemon-lime.', priceCents: 450, stock: 48, image: svgCard('Electrolyte', '#2f9e44') },
    { clubId, categoryId: cat.id, name: 'Cold Brew Coffee', description: '250 ml can.', priceCents: 550, stock: 24, image: svgCard('Cold Brew', '#5c3d2e') },
  ]);
  await tx.insert(s.howDidYouHearOptions).values(['Google', 'Friend or family', 'Other'].map((name, i) => ({ clubId, name, sortOrder: i })));
  await tx.insert(s.casualVisitReasons).values({ clubId, name: 'Casual workout' });
}
