// sharp (libvips) is loaded on the first image that needs it, not at start: ~20 MB of resident
// memory an instance serving no uploads never needs (the PGlite server's 300 MB budget).
import type SharpModule from 'sharp';

let loaded: Promise<typeof SharpModule> | undefined;

export function loadSharp(): Promise<typeof SharpModule> {
  loaded ??= import('sharp').then((m) => ((m as unknown as { default?: typeof SharpModule }).default ?? (m as unknown as typeof SharpModule)));
  return loaded;
}
