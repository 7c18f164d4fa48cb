import {
  CloseButton,
  createTheme,
  type CloseButtonProps,
  type CSSVariablesResolver,
  type MantineThemeOverride,
} from '@mantine/core';
import type { ClubTheme } from '@portal/shared/core';
import { colorTuple, darker, readableOn } from './color-tuple';

/** Mantine theme from the club theme: the club's background colour becomes the primary colour. */
export function buildMantineTheme(club: ClubTheme | null | undefined): MantineThemeOverride {
  // Signed out (no club yet) the portal uses Mantine's blue, made readable the same way.
  const primary = colorTuple(club?.primaryBackgroundColor || '#228be6');
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
      CloseButton: CloseButton.extend({ defaultProps: { 'aria-label': 'Close' } as Partial<CloseButtonProps> }),
      // Mantine 9 keeps every closed dropdown of a Select or Autocomplete in the page (hidden): its
      // options, its scroll area and a floating-ui position, measured with a forced style
      // recalculation as the page first renders. A form with a few of them spent 50-100 ms of a
      // phone's CPU on dropdowns nobody had opened (docs/decisions/performance.md). The
      // dropdown now mounts when it opens; the input names its list only while open either way
      // (aria-controls). A plain object: `Combobox.extend` would put Combobox in the first screen.
      Combobox: { defaultProps: { keepMounted: false } },
    },
  });
}

/**
 * Readable colours (WCAG 1.4.3, 4.5:1) whatever the palette: Mantine's dimmed (gray.6) and
 * placeholder (gray.5) text are too light on white, and so are several default colours as filled
 * backgrounds under white text (red, green, orange, yellow, the club's own colour) and as
 * light-variant text (alerts, badges). Each colour's filled shade and light-variant text are
 * darkened only as far as needed; the rest of the palette is untouched.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-color-anchor': 'var(--mantine-primary-color-filled)',
    '--mantine-color-error': readableOn(theme.colors.red[6], theme.white),
  };
  const shade = typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
  for (const [name, tuple] of Object.entries(theme.colors)) {
    if (!Array.isArray(tuple) || name === 'dark') continue;
    const filled = readableOn(tuple[shade], theme.white);
    if (filled !== tuple[shade]) {
      light[`--mantine-color-${name}-filled`] = filled;
      light[`--mantine-color-${name}-filled-hover`] = darker(filled, 0.12);
      light[`--mantine-color-${name}-outline`] = filled;
    }
    const lightColor = readableOn(tuple[9], tuple[1]);
    if (lightColor !== tuple[9]) light[`--mantine-color-${name}-light-color`] = lightColor;
  }
  return { variables: {}, light, dark: {} };
};

/** Logos arrive as bare base64 PNG (club contract); URLs pass through. */
export function logoSrc(logo: string | undefined): string | undefined {
  if (!logo) return undefined;
  if (/^(data:|https?:|\/)/.test(logo)) return logo;
  return `data:image/png;base64,${logo}`;
}
