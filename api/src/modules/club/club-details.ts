// The club row's details as every payload shows them (theme, club info, the console's branding):
// a detail the club has not filled in is '' rather than null, so the portal never prints "null".
import type { ClubTheme } from '../../db/schema/clubs';
import type { ClubRow } from '../../db/schema';


export function clubAddress(c: Pick<ClubRow, 'street' | 'suburb' | 'state' | 'postCode'>) {
  return { street: c.street ?? '', suburb: c.suburb ?? '', state: c.state ?? '', postCode: c.postCode ?? '' };
}

export function clubContact(c: Pick<ClubRow, 'email' | 'phone' | 'street' | 'suburb' | 'state' | 'postCode'>) {
  return { email: c.email ?? '', phone: c.phone ?? '', ...clubAddress(c) };
}

/** The five colours; an older row's theme JSON may lack one. */
export function themeColours(t: Partial<ClubTheme>) {
  return {
    primaryTextColor: t.primaryTextColor ?? '',
    secondaryTextColor: t.secondaryTextColor ?? '',
    primaryBackgroundColor: t.primaryBackgroundColor ?? '',
    secondaryBackgroundColor: t.secondaryBackgroundColor ?? '',
    thirdBackgroundColor: t.thirdBackgroundColor ?? '',
  };
}
