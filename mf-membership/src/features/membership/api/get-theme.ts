import { apiGet, type ClubTheme } from '@portal/shared';
import type { ThemePayload } from '@portal/shared/contracts';

/** The club theme, when the page is opened without one (e.g. from the app with code/accountId). */
export const getTheme = (accountId: string) =>
  apiGet<ThemePayload>('/club/theme', { searchParams: { accountId } }) as Promise<ClubTheme>;
