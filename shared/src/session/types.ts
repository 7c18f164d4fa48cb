import type { ClubFlags as ContractClubFlags, MePayload, ThemePayload, UserRole } from '../contracts';

export { USER_TYPE_GUARDIAN, USER_TYPE_PROSPECT } from './user-types';

export type Role = UserRole;

/** The signed-in user, exactly as `GET /auth/me` answers it. */
export type SessionUser = MePayload;

/** Feature flags of the club theme; unknown flags are tolerated so the API can add some. */
export type ClubFlags = Partial<ContractClubFlags> & { [flag: string]: boolean | undefined };

/** Club theme: colours, logos, flags... Loosely typed so remotes survive new settings. */
export type ClubTheme = Partial<Omit<ThemePayload, 'flags'>> & { flags: ClubFlags; [setting: string]: unknown };
