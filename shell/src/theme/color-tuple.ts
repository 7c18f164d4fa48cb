import type { MantineColorsTuple } from '@mantine/core';

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

function parseHex(hex: string): [number, number, number] | null {
  const m = HEX.exec(hex.trim());
  if (!m) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

const toHex = (rgb: number[]) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
const mix = (a: number[], b: number[], t: number) => a.map((v, i) => v + (b[i] - v) * t);

/**
 * Ten Mantine shades around the club's colour: the club's exact hex sits at index 6 (Mantine's
 * default primary shade), lighter tints before it and darker shades after it.
 */
export function colorTuple(hex: string): MantineColorsTuple | null {
  const base = parseHex(hex);
  if (!base) return null;
  const white = [255, 255, 255];
  const black = [0, 0, 0];
  const tints = [0.9, 0.78, 0.64, 0.5, 0.34, 0.17].map((t) => toHex(mix(base, white, t)));
  const shades = [0.15, 0.3, 0.45].map((t) => toHex(mix(base, black, t)));
  return [...tints, toHex(base), ...shades] as unknown as MantineColorsTuple;
}
