import type { MantineColorsTuple } from '@mantine/core';

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

function parseHex(hex: string): [number, number, number] | null {
  const m = HEX.exec(hex.trim());
  if (!m) return null;
  // The group is mandatory in HEX, so a match has it.
  const digits = m[1]!;
  const h = digits.length === 3 ? [...digits].map((c) => c + c).join('') : digits;
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

const toHex = (rgb: number[]) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
const mix = (a: number[], b: number[], t: number) => a.map((v, i) => v + ((b[i] ?? v) - v) * t);

/** WCAG relative luminance of an sRGB colour (0..255 channels). */
function luminance(rgb: number[]): number {
  const [r = 0, g = 0, b = 0] = rgb.map((v) => {
    const c = Math.round(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two hex colours (null when either is not a hex colour). */
function contrast(a: string, b: string): number | null {
  const x = parseHex(a);
  const y = parseHex(b);
  if (!x || !y) return null;
  const [lx, ly] = [luminance(x), luminance(y)];
  const hi = Math.max(lx, ly);
  const lo = Math.min(lx, ly);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * `hex` darkened just enough for normal text contrast (4.5:1) with `against` (text on it, or it
 * on a background); unchanged when already readable or not a hex colour.
 */
export function readableOn(hex: string, against: string): string {
  const base = parseHex(hex);
  const ratio = contrast(hex, against);
  if (!base || ratio === null || ratio >= READABLE) return hex;
  let c: number[] = base;
  for (let t = 0.04; (contrast(toHex(c), against) ?? 0) < READABLE && t <= 1; t += 0.04) c = mix(base, [0, 0, 0], t);
  return toHex(c);
}

/** `hex` mixed with black by `t` (0..1). */
export function darker(hex: string, t: number): string {
  const base = parseHex(hex);
  return base ? toHex(mix(base, [0, 0, 0], t)) : hex;
}

/** Normal-size text needs 4.5:1 (WCAG 1.4.3); a little margin for rounding. */
const READABLE = 4.6;

/** The club's colour, darkened just enough that white text on it (and it as text on white) is readable. */
function readable(base: number[]): number[] {
  let c = base;
  for (let t = 0.04; luminance(c) > 1.05 / READABLE - 0.05 && t <= 1; t += 0.04) c = mix(base, [0, 0, 0], t);
  return c;
}

/**
 * Ten Mantine shades around the club's colour: the club's colour sits at index 6 (Mantine's
 * default primary shade; darkened only as far as needed for 4.5:1 with white, since filled buttons
 * carry white text and links use it on white), lighter tints before it and darker shades after it.
 */
export function colorTuple(hex: string): MantineColorsTuple | null {
  const parsed = parseHex(hex);
  if (!parsed) return null;
  const base = readable(parsed);
  const white = [255, 255, 255];
  const black = [0, 0, 0];
  const tints = [0.9, 0.78, 0.64, 0.5, 0.34, 0.17].map((t) => toHex(mix(parsed, white, t)));
  const shades = [0.15, 0.3, 0.45].map((t) => toHex(mix(base, black, t)));
  return [...tints, toHex(base), ...shades] as unknown as MantineColorsTuple;
}
