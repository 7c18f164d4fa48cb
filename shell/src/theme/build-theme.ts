import { CloseButton, createTheme, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';
import type { ClubTheme } from '@portal/shared/core';
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
    components: {
      // Icon-only close buttons (toasts, dialogs, inputs) need a name for screen readers; a
      // component that names its own button still wins.
      CloseButton: CloseButton.extend({ defaultProps: { 'aria-label': 'Close' } }),
    },
  });
}

/**
 * Mantine's dimmed (gray.6) and placeholder (gray.5) text is below 4.5:1 on white; a darker gray
 * keeps secondary text visibly secondary and readable (WCAG 1.4.3).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});

/** Logos arrive as bare base64 PNG (club contract); URLs pass through. */
export function logoSrc(logo: string | undefined): string | undefined {
  if (!logo) return undefined;
  if (/^(data:|https?:|\/)/.test(logo)) return logo;
  return `data:image/png;base64,${logo}`;
}
