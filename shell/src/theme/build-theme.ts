import { createTheme, type MantineThemeOverride } from '@mantine/core';
import type { ClubTheme } from '@portal/shared';
import { colorTuple } from './color-tuple';

/** Mantine theme from the club theme: the club's background colour becomes the primary colour. */
export function buildMantineTheme(club: ClubTheme | null | undefined): MantineThemeOverride {
  const primary = club?.primaryBackgroundColor ? colorTuple(club.primaryBackgroundColor) : null;
  const secondary = club?.secondaryBackgroundColor ? colorTuple(club.secondaryBackgroundColor) : null;
  return createTheme({
    primaryColor: primary ? 'club' : 'blue',
    primaryShade: 6,
    colors: {
      ...(primary ? { club: primary } : {}),
      ...(secondary ? { clubSecondary: secondary } : {}),
    },
    defaultRadius: 'md',
  });
}

/** Logos arrive as bare base64 PNG (club contract); URLs pass through. */
export function logoSrc(logo: string | undefined): string | undefined {
  if (!logo) return undefined;
  if (/^(data:|https?:|\/)/.test(logo)) return logo;
  return `data:image/png;base64,${logo}`;
}
