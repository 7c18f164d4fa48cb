// The first club of a production database and its ADMIN, created from the command line
// (api/src/cli/create-club.ts). The ADMIN gets no password: a random one nobody knows is hashed,
// and a one-time link (a password reset token, 24 hours) lets them choose their own, so no
// password ever appears on a command line, in shell history or in a log.
import { randomBytes } from 'node:crypto';
import { eq, or, sql } from 'drizzle-orm';
import { EMAIL_PATTERN, isTimeZone } from '@portal/shared/validators';
import type { Database } from '../../db/client';
import { hashPassword } from '../../db/passwords';
import { clubs, passwordResetTokens, users } from '../../db/schema';
import { USER_TYPE } from '../../db/schema/auth';
import { REMOTE_NAMES, type ClubFlags } from '../../db/schema/clubs';
import { nowMs } from '../../lib/clock';
import { randomToken, sha256Hex } from '../../lib/tokens';
import { insertNewMember } from '../join';
import { firstRow } from '../../lib/first-row';

export const ADMIN_LINK_TTL_HOURS = 24;

/** A new club starts with every feature on; the club switches off what it does not offer. */
export const NEW_CLUB_FLAGS: ClubFlags = {
  bookClass: true,
  myBooking: true,
  myMembership: true,
  bookPT: true,
  contactClub: true,
  social: true,
  creche: true,
  shop: true,
  showMembership: true,
  showExtras: true,
  allowMemberSuspension: true,
  allowMemberPaymentChange: true,
  isEnableManageButton: true,
  showSelfServiceSuspensionInApp: true,
  showSelfServiceCancellationInApp: true,
  signatureEnabled: true,
  pciVaultEnabled: true,
  preActivityQuestionnaire: true,
  memberCancellation: true,
  cancellationRequestOnly: false,
};

export const NEW_CLUB_THEME = {
  primaryTextColor: '#ffffff',
  secondaryTextColor: '#1a1b1e',
  primaryBackgroundColor: '#1c7ed6',
  secondaryBackgroundColor: '#f1f3f5',
  thirdBackgroundColor: '#ff922b',
};

export interface NewClub {
  name: string;
  adminEmail: string;
  adminFirstName?: string;
  adminLastName?: string;
  /** The id in public links (`?accountId=`); derived from the name when omitted. */
  accountId?: string;
  /** The company code typed on the sign-in page; the account id lower-cased when omitted. */
  code?: string;
  /** The club's contact address (Reply-To of its e-mail); the ADMIN's when omitted. */
  contactEmail?: string;
  mailFromName?: string;
  mailFromAddress?: string;
  timeZone?: string;
}

export interface CreatedClub {
  clubId: number;
  accountId: string;
  code: string;
  timeZone: string;
  adminUserId: number;
  /** The one-time token of the ADMIN's set-your-password link; shown once, stored only hashed. */
  adminToken: string;
  adminTokenExpiresAt: Date;
}

export class CreateClubError extends Error {}

/** `Harbour Swim & Gym` -> `HARBOU` plus two random digits: short, readable, unlikely to clash. */
function accountIdFrom(name: string): string {
  const letters = name.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 6) || 'CLUB';
  return `${letters}${String(randomBytes(1).readUInt8(0) % 100).padStart(2, '0')}`;
}

export async function createClub(db: Database, input: NewClub): Promise<CreatedClub> {
  const name = input.name.trim();
  const adminEmail = input.adminEmail.trim().toLowerCase();
  if (!name) throw new CreateClubError('--name is required');
  if (!EMAIL_PATTERN.test(adminEmail)) throw new CreateClubError('--admin-email must be an e-mail address');
  const contactEmail = (input.contactEmail ?? adminEmail).trim().toLowerCase();
  if (!EMAIL_PATTERN.test(contactEmail)) throw new CreateClubError('--contact-email must be an e-mail address');
  const mailFromAddress = input.mailFromAddress?.trim().toLowerCase() || null;
  if (mailFromAddress && !EMAIL_PATTERN.test(mailFromAddress)) throw new CreateClubError('--mail-from must be an e-mail address');
  const accountId = (input.accountId?.trim() || accountIdFrom(name)).toUpperCase();
  if (!/^[A-Z0-9]{3,20}$/.test(accountId)) throw new CreateClubError('--account-id must be 3 to 20 letters or digits');
  const code = (input.code?.trim() || accountId).toLowerCase();
  const timeZone = input.timeZone?.trim() || 'Australia/Sydney';
  if (!isTimeZone(timeZone)) throw new CreateClubError(`--time-zone '${timeZone}' is not an IANA time zone`);

  const [clash] = await db
    .select({ accountId: clubs.accountId })
    .from(clubs)
    .where(or(eq(clubs.accountId, accountId), sql`lower(${clubs.code}) = ${code}`))
    .limit(1);
  if (clash) throw new CreateClubError(`A club with account id ${accountId} or code ${code} exists already`);

  const adminToken = randomToken(32);
  const adminTokenExpiresAt = new Date(nowMs() + ADMIN_LINK_TTL_HOURS * 3_600_000);
  // Nobody knows this password; the ADMIN sets theirs through the one-time link.
  const passwordHash = await hashPassword(randomToken(32));

  return db.transaction(async (tx) => {
    const club = firstRow(await tx
      .insert(clubs)
      .values({
        accountId,
        code,
        name,
        email: contactEmail,
        mailFromName: input.mailFromName?.trim() || null,
        mailFromAddress,
        timeZone,
        theme: NEW_CLUB_THEME,
        flags: NEW_CLUB_FLAGS,
        enabledRemotes: [...REMOTE_NAMES],
      })
      .returning(), 'inserted club');
    const member = await insertNewMember(tx as unknown as Database, {
      clubId: club.id,
      firstName: input.adminFirstName?.trim() || 'Club',
      lastName: input.adminLastName?.trim() || 'Admin',
      email: adminEmail,
      status: 'active',
    });
    const admin = firstRow(await tx
      .insert(users)
      .values({ clubId: club.id, email: adminEmail, userName: adminEmail, passwordHash, userType: USER_TYPE.member, role: 'ADMIN', memberId: member.id })
      .returning(), 'inserted admin user');
    await tx.insert(passwordResetTokens).values({ userId: admin.id, tokenHash: sha256Hex(adminToken), expiresAt: adminTokenExpiresAt });
    return { clubId: club.id, accountId, code, timeZone, adminUserId: admin.id, adminToken, adminTokenExpiresAt };
  });
}

/** The page where the ADMIN chooses a password (the shell's /reset-password). */
export function adminLink(publicOrigin: string, token: string): string {
  return `${publicOrigin.replace(/\/+$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
}
