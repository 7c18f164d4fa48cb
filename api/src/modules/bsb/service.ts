// BSB check (docs/spec/design.md §5): by bank code and state digit against the bundled institutions table, or
// against a full directory file when one is configured.
import { HttpError } from '../../lib/http-error';
import { loadDirectory, type DirectoryEntry } from './directory';
import { INSTITUTIONS, STATE_DIGITS } from './institutions';

export const INVALID_BSB_MESSAGE = 'Invalid BSB number.';

export interface BsbInfo {
  bsb: string;
  bankCode: string;
  institution: string;
  state: string;
}

/** 'xxx-xxx' (or six digits) -> 'xxx-xxx', else null. */
export function normaliseBsb(value: string): string | null {
  const match = /^\s*(\d{3})-?(\d{3})\s*$/.exec(value ?? '');
  return match ? `${match[1]}-${match[2]}` : null;
}

/** Answers the institution of a BSB, or null when it is not a valid Australian BSB. */
export function lookupBsb(value: string, directory: Map<string, DirectoryEntry> | null = loadDirectory()): BsbInfo | null {
  const bsb = normaliseBsb(value);
  if (!bsb) return null;
  const bankCode = bsb.slice(0, 2);
  if (directory) {
    const entry = directory.get(bsb);
    if (!entry) return null;
    return { bsb, bankCode, institution: INSTITUTIONS[bankCode]?.name ?? entry.mnemonic, state: entry.state };
  }
  const institution = INSTITUTIONS[bankCode];
  if (!institution) return null;
  const state = STATE_DIGITS[bsb.charAt(2)];
  if (!state && !institution.anyStateDigit) return null;
  return { bsb, bankCode, institution: institution.name, state: state ?? '' };
}

/** Throws 400 'Invalid BSB number.' unless the BSB is valid. */
export function requireBsb(value: string): BsbInfo {
  const info = lookupBsb(value);
  if (!info) throw new HttpError(400, INVALID_BSB_MESSAGE);
  return info;
}
