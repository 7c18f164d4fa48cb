// Pairing codes are typed by a person on a kiosk's touch screen: eight characters from an
// alphabet without look-alikes (no I, O, 0, 1), shown as "K7PM-3XQA". 32^8 ≈ 10^12 codes, alive
// for minutes, single use and rate limited per address: not guessable in their lifetime.
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 8;

export function newPairingCode(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** The code as stored (hashed): upper case, without the dash or spaces; '' when it cannot be one. */
export function normalisePairingCode(typed: string): string {
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  return code.length === LENGTH && [...code].every((c) => ALPHABET.includes(c)) ? code : '';
}
