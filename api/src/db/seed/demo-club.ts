// Over 300 lines on purpose: one demo club's data, read top to bottom like the club it describes.
// The fully featured demo club (DEMO01): every flag on, every domain populated, dates
// relative to the club's "today" so the demo always looks current.
import { eq, sql } from 'drizzle-orm';
import { NEW_CLUB_FLAGS, NEW_CLUB_THEME } from '../../modules/club';
import { REMOTE_NAMES } from '../schema/clubs';
import * as s from '../schema';
import { USER_TYPE } from '../schema/auth';
import { CONTRACT_TYPE, SUBSCRIPTION_TYPE } from '../schema/memberships';
import { addMinutes, ClubCalendar } from './calendar';
import { svgCard } from './images';
import { seedDemoPayments } from './demo-payments';
import { badgePngBase64 } from './png';
import { seedDemoTimetable } from './demo-timetable';
import { seedDemoTrainers } from './demo-trainers';
import { seedDemoSchool } from './demo-school';
import { insertRow, type Tx } from './types';
import { firstRow, firstRows, rowAt } from '../../lib/first-row';
import type { MembershipTypeInput } from '@portal/shared/contracts';
import { MEMBERSHIP_TYPE_DEFAULTS } from '@portal/shared/validators';
import type { Database } from '../client';
import * as catalogue from '../../modules/catalogue-console';
import type { ConsoleActor } from '../../modules/catalogue-console';
import * as shopConsole from '../../modules/shop-console';
import * as staffAccounts from '../../modules/staff-accounts';
import { runClubBilling } from '../../modules/billing';

const money = (dollars: number) => Math.round(dollars * 100);
const subscriptionTexts = (costCents: number, sessions: number | null) => ({
  onlineBodyDescription: `$${(costCents / 100).toFixed(2)}`,
  onlineFooterDescription: `No of Session(s): ${sessions ?? 0}`,
});

export async function seedDemoClub(tx: Tx, now: Date, passwordHash: string): Promise<void> {
  const club = await insertRow(tx, s.clubs, {
    accountId: 'DEMO01',
    code: 'demo',
    name: 'Demo Fitness Club',
    email: 'info@demo.club',
    phone: '02 9000 0000',
    abn: '51 824 753 556',
    street: '123 George Street',
    suburb: 'Sydney',
    state: 'NSW',
    postCode: '2000',
    latitude: -33.8688,
    longitude: 151.2093,
    timeZone: 'Australia/Sydney',
    // A new club's look and every feature on (what `create-club` gives a production club).
    theme: { ...NEW_CLUB_THEME, customPtLabel: 'Personal Training' },
    flags: NEW_CLUB_FLAGS,
    enabledRemotes: [...REMOTE_NAMES],
    logoPng: badgePngBase64(64, [28, 126, 214], [255, 146, 43]),
    avatarPng: badgePngBase64(48, [173, 181, 189], [134, 142, 150]),
    socialLink: 'https://www.instagram.com/demo.club',
    facebookUrl: 'https://www.facebook.com/demo.club',
    classBookingMaxDaysView: 14,
    maxSuspensionDays: 90,
    cancellationCutoffHours: 2,
    makeupCreditValidDays: 60,
  }, 'club');
  const clubId = club.id;
  // The seed's dates are the club's own calendar days.
  const cal = new ClubCalendar(club.timeZone, now);

  // ---- Lookups --------------------------------------------------------------------------
  await tx.insert(s.howDidYouHearOptions).values(
    ['Google', 'Facebook', 'Instagram', 'Friend or family', 'Walked past', 'Letterbox flyer', 'Other'].map(
      (name, i) => ({ clubId, name, sortOrder: i }),
    ),
  );
  await tx.insert(s.casualVisitReasons).values(
    ['Casual workout', 'Trial before joining', 'Visiting from out of town', 'Group class'].map((name, i) => ({
      clubId,
      name,
      sortOrder: i,
    })),
  );
  const suspensionReasons = await tx
    .insert(s.suspensionReasons)
    .values(['Medical', 'Travel', 'Financial hardship', 'Other'].map((reasonText) => ({ clubId, reasonText })))
    .returning();

  // ---- Promotions and the membership catalogue: built as a club's ADMIN builds them ----------
  // (the club console's services; `actor.userId` null marks the seed in the audit log).
  const db = tx as unknown as Database;
  const actor: ConsoleActor = { clubId, userId: null };
  const promo = { appliesTo: 'any' as const, maxUses: 0 };
  for (const p of [
    { code: 'WELCOME10', kind: 'percent' as const, value: 10, appliesTo: 'membership' as const, validFrom: cal.date(-30), validTo: cal.date(365) },
    { code: 'FIFTYOFF', kind: 'fixed' as const, value: money(50), validFrom: cal.date(-30), validTo: cal.date(365) },
    { code: 'EXPIRED2020', kind: 'percent' as const, value: 20, validFrom: '2020-01-01', validTo: '2020-12-31' },
  ]) {
    await catalogue.createPromoCode(db, actor, { ...promo, ...p });
  }
  await catalogue.createVoucher(db, actor, { code: 'SHOP10', kind: 'percent', value: 10, minSpendCents: 0, validTo: cal.date(365), singleUsePerMember: false });
  await catalogue.createVoucher(db, actor, { code: 'SAVE5', kind: 'fixed', value: money(5), minSpendCents: money(20), validTo: cal.date(365), singleUsePerMember: false });
  // Expired long ago (the console takes a day; the demo's expiry instant is kept as it was).
  const old = await catalogue.createVoucher(db, actor, { code: 'OLDVOUCHER', kind: 'percent', value: 15, minSpendCents: 0, validTo: '2020-12-31', singleUsePerMember: false });
  await tx.update(s.vouchers).set({ expiresAt: new Date('2021-01-01T00:00:00Z') }).where(eq(s.vouchers.id, old.id));

  const addon = (description: string, dollars: number, minimumPeriodLabel: string, visits: number, validDays: number) =>
    catalogue.createAddon(db, actor, { description, totalCostCents: money(dollars), minimumPeriodLabel, visits, validDays });
  const towel = await addon('Towel Service', 60, '3 Months', 0, 90);
  const sauna = await addon('Sauna Access', 80, '6 Months', 20, 180);
  const guest = await addon('Guest Pass x5', 50, 'No minimum', 5, 365);

  const typeDefaults = { ...MEMBERSHIP_TYPE_DEFAULTS, accessCardFeeCents: money(20), paymentFrequency: '' as const, durationDays: 0, earlyCancelAllowed: true, earlyCancelFeeCents: money(99) };
  const membershipType = (input: Partial<MembershipTypeInput> & Pick<MembershipTypeInput, 'description' | 'shortDescription' | 'fullDescription' | 'paymentKind' | 'priceCents' | 'minimumPeriod'>, picture: string) =>
    catalogue.createMembershipType(db, actor, { ...typeDefaults, ...input }, { builtInPicture: picture });
  const ddType = await membershipType({
    description: '12 Month Direct Debit', shortDescription: 'Best value, 12 month contract',
    fullDescription: 'Unlimited gym and group classes. 12 month minimum term, billed fortnightly by direct debit.',
    minimumPeriod: 12, joiningFeeCents: money(99), priceCents: money(29.95), paymentKind: 'direct-debit', paymentFrequency: 'fortnightly',
    onlineSignupTag: 'Most popular', addonIds: [towel.id, sauna.id],
  }, svgCard('12 Month DD', '#1c7ed6'));
  const flexiType = await membershipType({
    description: 'Flexi No Contract', shortDescription: 'Cancel any time',
    fullDescription: 'Unlimited gym access with no lock-in contract, billed weekly by direct debit.',
    minimumPeriod: 0, joiningFeeCents: money(49), priceCents: money(19.95), paymentKind: 'direct-debit', paymentFrequency: 'weekly',
    onlineSignupTag: 'Flexible', addonIds: [towel.id],
  }, svgCard('Flexi', '#2b8a3e'));
  const pif12Type = await membershipType({
    description: '12 Months Paid in Full', shortDescription: 'Pay once, train all year',
    fullDescription: 'Twelve months of unlimited gym and group classes, paid up front.',
    minimumPeriod: 12, priceCents: money(799), paymentKind: 'paid-in-full', durationDays: 365,
    onlineSignupTag: 'Save $180', addonIds: [towel.id, sauna.id, guest.id],
  }, svgCard('12 Months PIF', '#e8590c'));
  const pif3Type = await membershipType({
    description: '3 Months Paid in Full', shortDescription: 'A three month block',
    fullDescription: 'Three months of unlimited gym and group classes, paid up front.',
    minimumPeriod: 3, priceCents: money(249), paymentKind: 'paid-in-full', durationDays: 90, addonIds: [guest.id],
  }, svgCard('3 Months PIF', '#ae3ec9'));
  await membershipType({
    description: '10 Visit Pass', shortDescription: 'Ten visits, valid 6 months',
    fullDescription: 'Ten gym or class visits to use within six months.',
    minimumPeriod: 0, accessCardFeeCents: 0, priceCents: money(150), paymentKind: 'paid-in-full', durationDays: 180, sessionCount: 10,
  }, svgCard('10 Visits', '#f08c00'));

  const subs = await tx
    .insert(s.subscriptions)
    .values([
      { clubId, name: 'PT 5 Pack', subscriptionType: SUBSCRIPTION_TYPE.pt, typeName: 'Personal Training', contractType: CONTRACT_TYPE.prepaid, totalCostCents: money(350), numberOfSession: 5, validDays: 180, ...subscriptionTexts(money(350), 5) },
      { clubId, name: 'PT 10 Pack', subscriptionType: SUBSCRIPTION_TYPE.pt, typeName: 'Personal Training', contractType: CONTRACT_TYPE.prepaid, totalCostCents: money(650), numberOfSession: 10, validDays: 365, ...subscriptionTexts(money(650), 10) },
      { clubId, name: 'PT Fortnightly Direct Debit', subscriptionType: SUBSCRIPTION_TYPE.pt, typeName: 'Personal Training', contractType: CONTRACT_TYPE.directDebit, totalCostCents: money(120), numberOfSession: 2, ...subscriptionTexts(money(120), 2) },
      { clubId, name: 'Creche 10 Pack', subscriptionType: SUBSCRIPTION_TYPE.creche, typeName: 'Creche Session', contractType: CONTRACT_TYPE.prepaid, totalCostCents: money(80), numberOfSession: 10, validDays: 180, ...subscriptionTexts(money(80), 10) },
      { clubId, name: 'Creche Unlimited Monthly', subscriptionType: SUBSCRIPTION_TYPE.creche, typeName: 'Creche Session', contractType: CONTRACT_TYPE.directDebit, totalCostCents: money(60), isUnlimited: true, ...subscriptionTexts(money(60), 0) },
      { clubId, name: 'Group Fitness 20 Pack', subscriptionType: SUBSCRIPTION_TYPE.groupFitness, typeName: 'Group Fitness', contractType: CONTRACT_TYPE.prepaid, totalCostCents: money(180), numberOfSession: 20, validDays: 180, ...subscriptionTexts(money(180), 20) },
    ])
    .returning();
  const pt10 = rowAt(subs, 1, 'PT 10 Pack');

  // ---- People ---------------------------------------------------------------------------
  const person = (n: string, first: string, last: string, extra: Partial<typeof s.members.$inferInsert> = {}) => ({
    clubId,
    memberNumber: n,
    barcode: `9${n}`,
    firstName: first,
    lastName: last,
    street: '10 Example Street',
    suburb: 'Surry Hills',
    state: 'NSW',
    postCode: '2010',
    ...extra,
  });
  const people = await tx
    .insert(s.members)
    .values([
      person('100001', 'Alex', 'Morgan', {
        email: 'member@demo.club', mobile: '0412 345 678', homePhone: '02 9111 1111', workPhone: '02 9222 2222',
        dateOfBirth: '1988-04-12', gender: 'F', emergencyContactName: 'Chris Morgan', emergencyContactNo: '0498 765 432',
        employer: 'Harbour Co', occupation: 'Engineer',
      }),
      person('100002', 'Riley', 'Renew', { email: 'renew@demo.club', mobile: '0413 000 002', dateOfBirth: '1992-09-30', gender: 'M' }),
      person('100003', 'Sam', 'Paused', { email: 'suspended@demo.club', mobile: '0413 000 003', dateOfBirth: '1979-01-05', gender: 'O', status: 'suspended' }),
      person('100004', 'Casey', 'Admin', { email: 'admin@demo.club', mobile: '0413 000 004', dateOfBirth: '1985-06-15', gender: 'F' }),
      // Members without logins who fill the full class and the full creche session.
      ...['Jamie', 'Taylor', 'Jordan', 'Avery', 'Quinn', 'Drew', 'Parker', 'Reese'].map((firstName, i) =>
        person(String(100101 + i), firstName, 'Filler', {
          dateOfBirth: `199${i}-02-1${i}`,
          gender: i % 2 ? 'M' : 'F',
        }),
      ),
    ])
    .returning();
  const [alex, riley, sam, casey] = firstRows(people, 4, 'alex, riley, sam, casey');
  const fillers = people.slice(4);

  const kids = await tx
    .insert(s.memberKids)
    .values([
      { memberId: alex.id, firstName: 'Ella', lastName: 'Morgan', dateOfBirth: cal.date(-365 * 4 - 40), gender: 'F', notes: 'Allergic to peanuts' },
      { memberId: alex.id, firstName: 'Noah', lastName: 'Morgan', dateOfBirth: cal.date(-365 * 2 - 100), gender: 'M', notes: '' },
      ...fillers.slice(0, 6).map((f, i) => ({ memberId: f.id, firstName: `Kid${i + 1}`, lastName: 'Filler', dateOfBirth: cal.date(-365 * 3), gender: 'O' as const })),
    ])
    .returning();
  const [ella, noah] = firstRows(kids, 2, 'ella, noah');
  const fillerKids = kids.slice(2);

  const prospect = await insertRow(tx, s.prospects, {
    clubId, firstName: 'Pat', lastName: 'Prospect', email: 'prospect@demo.club', mobile: '0413 000 006',
    dateOfBirth: '1995-11-20', gender: 'M', source: 'web', howDidYouHear: 'Instagram', notes: 'Interested in group classes',
  }, 'prospect');

  const guardian = await insertRow(tx, s.guardians, {
    clubId, memberNumber: 'F1001', familyName: 'Waters', personName: 'Jess Waters', personContactNumber: '0413 000 005',
    email: 'guardian@demo.club', street: '5 Beach Road', subUrb: 'Bondi', state: 'NSW', postalCode: '2026',
  }, 'guardian');

  const userRow = (email: string, userName: string, userType: number, extra: Partial<typeof s.users.$inferInsert>) => ({
    clubId, email, userName, passwordHash, userType, ...extra,
  });
  await tx.insert(s.users).values([
    userRow('member@demo.club', 'member@demo.club', USER_TYPE.member, { memberId: alex.id, role: 'USER' }),
    userRow('renew@demo.club', 'renew@demo.club', USER_TYPE.member, { memberId: riley.id, role: 'USER' }),
    userRow('suspended@demo.club', 'suspended@demo.club', USER_TYPE.member, { memberId: sam.id, role: 'USER' }),
    // The club's first ADMIN, as create-club makes one: a member with the ADMIN role.
    userRow('admin@demo.club', 'admin@demo.club', USER_TYPE.member, { memberId: casey.id, role: 'ADMIN' }),
  ]);
  // The front desk, invited by the ADMIN as the console does: a login of the club, not a member
  // (no member record), so the portal's member pages stay closed. A known password, not a link.
  await staffAccounts.inviteStaff(db, actor, { email: 'staff@demo.club', name: 'Front Desk', role: 'STAFF' }, { publicOrigin: '', passwordHash });
  await tx.insert(s.users).values([
    userRow('guardian@demo.club', 'guardian@demo.club', USER_TYPE.guardian, { guardianId: guardian.id, role: 'USER' }),
    userRow('prospect@demo.club', 'prospect@demo.club', USER_TYPE.prospect, { prospectId: prospect.id, role: 'USER' }),
  ]);

  // ---- Memberships, payment methods, extras ---------------------------------------------
  const fortnights = Math.ceil(118 / 14);
  const memberships = await tx
    .insert(s.memberships)
    .values([
      {
        memberId: alex.id, membershipTypeId: ddType.id, contractType: 'Direct Debit', status: 'active',
        startDate: cal.date(-120), paymentStartDate: cal.date(-118), expiryDate: cal.date(245),
        nextPaymentDate: cal.date(-118 + fortnights * 14), nextPaymentAmountCents: ddType.priceCents,
        pdfFileName: 'contract-100001.pdf', signedAt: cal.instant(-120, '10:00'),
      },
      {
        memberId: riley.id, membershipTypeId: pif3Type.id, contractType: 'Paid in Full', status: 'active',
        startDate: cal.date(-80), paymentStartDate: cal.date(-80), expiryDate: cal.date(10),
      },
      {
        memberId: sam.id, membershipTypeId: flexiType.id, contractType: 'Direct Debit', status: 'suspended',
        startDate: cal.date(-200), paymentStartDate: cal.date(-200), nextPaymentDate: cal.date(26), nextPaymentAmountCents: flexiType.priceCents,
      },
      {
        memberId: casey.id, membershipTypeId: pif12Type.id, contractType: 'Paid in Full', status: 'active',
        startDate: cal.date(-30), paymentStartDate: cal.date(-30), expiryDate: cal.date(335),
      },
      ...fillers.map((f, i) => ({
        memberId: f.id, membershipTypeId: flexiType.id, contractType: 'Direct Debit' as const, status: 'active' as const,
        // The first filler's debit fell due three days ago: the seed's billing run (below) declines her card.
        startDate: cal.date(-60), paymentStartDate: cal.date(-60), nextPaymentDate: cal.date(i === 0 ? -3 : 3), nextPaymentAmountCents: flexiType.priceCents,
      })),
    ])
    .returning();
  await tx.insert(s.suspensions).values({
    membershipId: rowAt(memberships, 2, 'third membership').id, reasonId: rowAt(suspensionReasons, 1, 'second suspension reason').id, fromDate: cal.date(-5), toDate: cal.date(25), createdAt: cal.instant(-6),
  });

  const rileyCardToken = 'tok_demo_riley_visa';
  await tx.insert(s.cardTokens).values({
    clubId, token: rileyCardToken, tokenReference: 'ref_demo_riley', brand: 'Visa', last4: '4242',
    expiryMonth: 12, expiryYear: Number(cal.today.slice(0, 4)) + 2, nameOnCard: 'Riley Renew',
  });
  await tx.insert(s.paymentMethods).values([
    { memberId: alex.id, kind: 'direct_debit', accountName: 'Alex Morgan', accountNumber: '12345678', accountNumberLast3: '678', bsb: '062-000', gatewayToken: 'tok_demo_alex_mandate' },
    {
      memberId: riley.id, kind: 'card', cardToken: rileyCardToken, cardBrand: 'Visa', cardLast4: '4242',
      cardExpiryMonth: 12, cardExpiryYear: Number(cal.today.slice(0, 4)) + 2, nameOnCard: 'Riley Renew',
    },
    { memberId: sam.id, kind: 'direct_debit', accountName: 'Sam Paused', accountNumber: '87654321', accountNumberLast3: '321', bsb: '032-001', gatewayToken: 'tok_demo_sam_mandate' },
    // A card the sandbox declines (its token says so): the failed-payments queue has someone in it.
    {
      memberId: rowAt(fillers, 0, 'first filler').id, kind: 'card', cardToken: 'tok_sbx_declined_demo_jamie', cardBrand: 'Visa', cardLast4: '0002',
      cardExpiryMonth: 12, cardExpiryYear: Number(cal.today.slice(0, 4)) + 2, nameOnCard: 'Jamie Filler',
    },
  ]);

  const alexPt = await insertRow(tx, s.memberSubscriptions, {
    memberId: alex.id, subscriptionId: pt10.id, remaining: 7, purchasedAt: cal.instant(-40), expiresAt: cal.instant(325, '23:59'),
  }, 'alexPt');
  await tx.insert(s.memberAddons).values({ memberId: alex.id, addonId: sauna.id, remainingVisit: 12, expiryDate: cal.date(60) });

  // ---- Group classes: the weekly timetable, from a week ago to 30 days ahead (demo-timetable.ts)
  const { findSchedule } = await seedDemoTimetable(tx, clubId, cal, now);
  const fullSpin = findSchedule('Spin Express', 1); // tomorrow's Spin Express is FULL
  const bookingRows: Array<typeof s.classBookings.$inferInsert> = fillers.map((f, i) => ({
    memberId: f.id, scheduleId: fullSpin.id, status: 'Booked' as const, joinedAt: cal.instant(-3, `1${i}:00`), createdAt: cal.instant(-3, `1${i}:00`),
  }));
  bookingRows.push(
    { memberId: alex.id, scheduleId: fullSpin.id, status: 'Waiting', joinedAt: cal.instant(-1, '20:00'), createdAt: cal.instant(-1, '20:00') },
    { memberId: alex.id, scheduleId: findSchedule('HIIT Blast', nextWeekday(cal, 1)).id, status: 'Booked', createdAt: cal.instant(-2) },
    { memberId: alex.id, scheduleId: findSchedule('Vinyasa Flow', 2).id, status: 'Booked', createdAt: cal.instant(-2) },
    { memberId: alex.id, scheduleId: findSchedule('Vinyasa Flow', -3).id, status: 'Booked', createdAt: cal.instant(-6) },
    { memberId: alex.id, scheduleId: findSchedule('Spin Express', -2).id, status: 'Cancelled', createdAt: cal.instant(-6), cancelledAt: cal.instant(-4) },
    { memberId: riley.id, scheduleId: findSchedule('Vinyasa Flow', 2).id, status: 'Booked', createdAt: cal.instant(-1) },
    // Today's roster at the desk (the club console): two members booked into today's Vinyasa Flow.
    { memberId: rowAt(fillers, 0, 'first filler').id, scheduleId: findSchedule('Vinyasa Flow', 0).id, status: 'Booked', createdAt: cal.instant(-1) },
    { memberId: rowAt(fillers, 1, 'second filler').id, scheduleId: findSchedule('Vinyasa Flow', 0).id, status: 'Booked', createdAt: cal.instant(-1) },
  );
  await tx.insert(s.classBookings).values(bookingRows);

  // ---- Personal training ----------------------------------------------------------------
  // Trainers, their hours and the PT session types (demo-trainers.ts).
  const { trainerIds, sessionTypeIds } = await seedDemoTrainers(tx, clubId, now);
  const jordan = { id: rowAt(trainerIds, 1, 'Jordan Lee') };
  const ptTypes = sessionTypeIds.map((id) => ({ id }));
  const jordanDay = nextWeekdayIn(cal, 2, [1, 2, 3, 4, 5, 6]);
  const ptStart = cal.at(cal.date(jordanDay), '13:00');
  await tx.insert(s.ptBookings).values([
    { trainerId: jordan.id, memberId: alex.id, startsAt: ptStart, endsAt: addMinutes(ptStart, 60), bookingTypeId: firstRow(ptTypes, 'PT booking type').id, memberSubscriptionId: alexPt.id, status: 'Booked', comments: 'booked from myaccount' },
    { trainerId: jordan.id, memberId: alex.id, startsAt: cal.at(cal.date(-7), '13:00'), endsAt: cal.at(cal.date(-7), '14:00'), bookingTypeId: firstRow(ptTypes, 'PT booking type').id, memberSubscriptionId: alexPt.id, status: 'Booked', comments: 'booked from myaccount' },
  ]);

  // ---- Creche and swim school (demo-school.ts): made through the console's services -------
  const { leo } = await seedDemoSchool(tx, { clubId, cal, makeupCreditValidDays: club.makeupCreditValidDays, alex, ella, noah, fillerKids, guardianId: guardian.id, now });

  // ---- Shop -----------------------------------------------------------------------------
  const category = (name: string, sortOrder: number) => shopConsole.createCategory(db, actor, { name, sortOrder });
  const [supp, apparel, acc] = [await category('Supplements', 0), await category('Apparel', 1), await category('Accessories', 2)];
  const product = (categoryId: number, name: string, description: string, dollars: number, stock: number, picture: string) =>
    shopConsole.createProduct(db, actor, { categoryId, name, description, image: '', priceCents: money(dollars), stock, active: true }, { builtInPicture: picture });
  await product(supp.id, 'Whey Protein 1kg', 'Chocolate whey protein isolate.', 59.95, 25, svgCard('Whey Protein', '#495057'));
  await product(supp.id, 'Pre-Workout 300g', 'Berry flavour, 30 serves.', 44.95, 10, svgCard('Pre-Workout', '#c92a2a'));
  await product(supp.id, 'Protein Bar', 'Peanut butter crunch, 60 g.', 3.5, 100, svgCard('Protein Bar', '#e67700'));
  await product(apparel.id, 'Club T-Shirt', 'Breathable training tee with club logo.', 29.95, 40, svgCard('Club Tee', '#1c7ed6'));
  await product(apparel.id, 'Club Hoodie', 'Limited edition hoodie: last one!', 69.95, 1, svgCard('Club Hoodie', '#364fc7'));
  await product(acc.id, 'Shaker Bottle', '700 ml shaker with mixing ball.', 12, 50, svgCard('Shaker', '#0ca678'));
  await product(acc.id, 'Gym Towel', 'Microfibre gym towel.', 15, 30, svgCard('Gym Towel', '#1098ad'));
  await product(acc.id, 'Resistance Bands', 'Set of three bands. Back soon.', 24.95, 0, svgCard('Bands', '#868e96'));

  // ---- Posts ----------------------------------------------------------------------------
  await tx.insert(s.posts).values({
    clubId,
    title: 'Welcome to the new member portal',
    contentHtml: '<p>Book classes, manage your membership and shop online, all in one place.</p>',
    createdAt: cal.instant(-3),
  });

  await seedDemoPayments(tx, {
    clubId, cal, alexId: alex.id, leoId: leo.id, membershipName: ddType.description,
    debitCents: ddType.priceCents, joiningFeeCents: ddType.joiningFeeCents, firstDebitDay: -118,
  });

  // The billing run of today, as the daily job runs it: the debits due by now are collected
  // (the first filler's card declines, so the console's failed-payments queue shows her). Nobody
  // is told: the seed runs before the signed links' secret is configured, and she has no login.
  await runClubBilling(db, clubId, { now, tell: false });

  // Keep the denormalised counters equal to the bookings just written.
  await recountCapacity(tx);
}

/** First day offset >= `from` whose weekday is a weekday (Mon-Fri). */
function nextWeekday(cal: ClubCalendar, from: number): number {
  return nextWeekdayIn(cal, from, [1, 2, 3, 4, 5]);
}

function nextWeekdayIn(cal: ClubCalendar, from: number, weekdays: number[]): number {
  for (let d = from; d < from + 7; d++) if (weekdays.includes(cal.weekday(cal.date(d)))) return d;
  return from;
}

export async function recountCapacity(tx: Tx): Promise<void> {
  await tx.execute(sql`update class_schedules cs set total_booked = (select count(*) from class_bookings b where b.schedule_id = cs.id and b.status = 'Booked')`);
  await tx.execute(sql`update creche_sessions cs set total_booked = (select count(*) from creche_bookings b where b.session_id = cs.id and b.status = 'Booked')`);
  await tx.execute(sql`update swim_class_schedules cs set total_booked = (select count(*) from student_swim_bookings b where b.schedule_id = cs.id and b.status = 'Booked')`);
}
