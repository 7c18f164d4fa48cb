// Random secrets (session ids, reset tokens) are sent to the user; only their sha256 is stored,
// so a database leak yields nothing that can be replayed.
import { createHash, randomBytes } from 'node:crypto';

/** 128-bit (default) random token, URL-safe. */
export function randomToken(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
