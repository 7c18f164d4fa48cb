// The second club (DEMO02): most features off, only account, shop and public remotes,
// so the portal's gating is visible.
import { MEMBERSHIP_TYPE_DEFAULTS } from '@portal/shared/validators';
import * as s from '../schema';
import { USER_TYPE } from '../schema/auth';
import type { ClubFlags } from '../schema/clubs';
import { ClubCalendar } from './calendar';
import { svgCard } from './images';
import { badgePngBase64 } from './png';
import { insertRow, type Tx } from './types';
import type { Database } from '../client';
import * as catalogue from '../../modules/catalogue-console';
import * as shopConsole from '../../modules/shop-console';

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
  memberCancellation: false,
  cancellationRequestOnly: false,
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

  // Its catalogue through the club console's services, as its ADMIN would build it.
  const db = tx as unknown as Database;
  const actor = { clubId, userId: null };
  const type = await catalogue.createMembershipType(db, actor, {
    ...MEMBERSHIP_TYPE_DEFAULTS,
    description: 'Lite Annual', shortDescription: 'Gym floor access', fullDescription: 'Twelve months of gym floor access.',
    paymentKind: 'paid-in-full', paymentFrequency: '', priceCents: 49900, minimumPeriod: 12,
  }, { builtInPicture: svgCard('Lite Annual', '#2f9e44') });
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
  const cat = await shopConsole.createCategory(db, actor, { name: 'Drinks', sortOrder: 0 });
  const product = (name: string, description: string, priceCents: number, stock: number, picture: string) =>
    shopConsole.createProduct(db, actor, { categoryId: cat.id, name, description, image: '', priceCents, stock, active: true }, { builtInPicture: picture });
  await product('Electrolyte Drink', '600 ml, lemon-lime.', 450, 48, svgCard('Electrolyte', '#2f9e44'));
  await product('Cold Brew Coffee', '250 ml can.', 550, 24, svgCard('Cold Brew', '#5c3d2e'));
  await tx.insert(s.howDidYouHearOptions).values(['Google', 'Friend or family', 'Other'].map((name, i) => ({ clubId, name, sortOrder: i })));
  await tx.insert(s.casualVisitReasons).values({ clubId, name: 'Casual workout' });
}
