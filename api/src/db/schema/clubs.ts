// A club (the spec's "account"/company): branding, feature flags and policies.
import { boolean, doublePrecision, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { address, createdAt, enumCheck, id } from './common';

export interface ClubTheme {
  primaryTextColor: string;
  secondaryTextColor: string;
  primaryBackgroundColor: string;
  secondaryBackgroundColor: string;
  thirdBackgroundColor: string;
  customPtLabel?: string;
}

export interface ClubFlags {
  bookClass: boolean;
  myBooking: boolean;
  myMembership: boolean;
  bookPT: boolean;
  contactClub: boolean;
  social: boolean;
  creche: boolean;
  shop: boolean;
  showMembership: boolean;
  showExtras: boolean;
  allowMemberSuspension: boolean;
  allowMemberPaymentChange: boolean;
  isEnableManageButton: boolean;
  showSelfServiceSuspensionInApp: boolean;
  showSelfServiceCancellationInApp: boolean;
  signatureEnabled: boolean;
  pciVaultEnabled: boolean;
  preActivityQuestionnaire: boolean;
  /** Members cancel from /membership (the quote, then confirm). */
  memberCancellation: boolean;
  /** Confirming sends a request the club answers in the console instead of cancelling at once. */
  cancellationRequestOnly: boolean;
}

export const REMOTE_NAMES = [
  'mf-account',
  'mf-membership',
  'mf-bookings',
  'mf-swim',
  'mf-shop',
  'mf-public',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const PAYMENT_GATEWAYS = ['sandbox', 'stripe'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

export const clubs = pgTable('clubs', {
  id: id(),
  accountId: text('account_id').notNull().unique(),
  /** Company lookup code typed on the sign-in / public pages. */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** The club's contact address: Reply-To of every e-mail the club sends. */
  email: text('email'),
  /** From of the club's e-mail; unset => MAIL_FROM's address with the club's name. */
  mailFromName: text('mail_from_name'),
  mailFromAddress: text('mail_from_address'),
  phone: text('phone'),
  /** Australian Business Number printed on tax invoices (receipts). */
  abn: text('abn'),
  ...address(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  timeZone: text('time_zone').notNull().default('Australia/Sydney'),
  theme: jsonb('theme').$type<ClubTheme>().notNull(),
  flags: jsonb('flags').$type<ClubFlags>().notNull(),
  enabledRemotes: text('enabled_remotes').array().$type<RemoteName[]>().notNull().default([]),
  /** Base64 PNG (no data: prefix). */
  logoPng: text('logo_png'),
  avatarPng: text('avatar_png'),
  socialLink: text('social_link'),
  facebookUrl: text('facebook_url'),
  /** Monday to Sunday, each 'HH:MM' to 'HH:MM' or '' both for closed (club console, /clubinfo). */
  openingHours: jsonb('opening_hours').$type<Array<{ day: string; opens: string; closes: string }>>().notNull().default([]),
  classBookingMaxDaysView: integer('class_booking_max_days_view').notNull().default(7),
  maxSuspensionDays: integer('max_suspension_days').notNull().default(90),
  cancellationCutoffHours: integer('cancellation_cutoff_hours').notNull().default(2),
  /** A freed place: 'offer' holds it for the first waiting member, 'auto' books them at once. */
  waitlistMode: text('waitlist_mode', { enum: ['offer', 'auto'] }).notNull().default('offer'),
  /** How long an offered place is held (shorter near the start: half the time left). */
  waitlistHoldMinutes: integer('waitlist_hold_minutes').notNull().default(120),
  makeupCreditValidDays: integer('makeup_credit_valid_days').notNull().default(60),
  /** Who takes this club's money; the Stripe keys come from the environment (config.ts), never from here. */
  paymentGateway: text('payment_gateway', { enum: PAYMENT_GATEWAYS }).notNull().default('sandbox'),
  /** The club's ADMIN asks its ADMIN and STAFF logins to sign in with a passkey once they have one. */
  staffPasskeysRequired: boolean('staff_passkeys_required').notNull().default(false),
  createdAt: createdAt(),
}, () => [enumCheck('clubs_payment_gateway_check', 'payment_gateway', PAYMENT_GATEWAYS)]);

export type ClubRow = typeof clubs.$inferSelect;

/** The club a row belongs to. */
export const clubRef = () => integer('club_id').notNull().references(() => clubs.id);

/** A row of one club's data: its own id and the club's. */
export const clubScoped = () => ({ id: id(), clubId: clubRef() });

/** A club's own list of named options in its display order (lookups, product categories). */
export const clubOptionList = <N extends string>(name: N) =>
  pgTable(name, {
    ...clubScoped(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  });
