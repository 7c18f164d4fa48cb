// One row of the file, read through the mapping, checked and turned into the portal's values.
// Every problem is named in plain words with the file's own column name, so the club can fix its
// file: a missing name, an e-mail that is not one, a date that does not exist, the same e-mail as
// an earlier row (in any case), an unknown membership type, a card number where a reference goes.
import { type ImportField, type ImportMapping } from '@portal/shared/contracts';
import { digitsOnly, EMAIL_PATTERN, luhn } from '@portal/shared/validators';

export interface ImportedPerson {
  externalId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  mobile: string | null;
  dateOfBirth: string | null;
  gender: 'M' | 'F' | 'O' | null;
  street: string | null;
  suburb: string | null;
  state: string | null;
  postCode: string | null;
  membership: {
    typeId: number;
    startDate: string;
    endDate: string | null;
    nextDebitDate: string | null;
    nextDebitAmountCents: number | null;
    sessionsLeft: number | null;
  } | null;
  suspension: { from: string; to: string } | null;
  /** A child's parent, a swim student's guardian: the old system id of another row. */
  parentId: string | null;
  guardianId: string | null;
  processorReference: string | null;
}

/** The first row of an old id or e-mail, and the e-mail as that row wrote it. */
export interface FirstSeen {
  row: number;
  text: string;
}

/**
 * The rows read before: keys are 'id:<old id>' and 'email:<lower-cased e-mail>'. `first` may know
 * a key's row at or after the one asked about (a second pass over the file): only an earlier row
 * makes a repeat.
 */
export interface SeenKeys {
  first(key: string): FirstSeen | undefined;
  add(key: string, seen: FirstSeen): void;
}

export const idKey = (externalId: string) => `id:${externalId}`;
export const emailKey = (email: string) => `email:${email.toLowerCase()}`;

/** Every key in memory: one pass over the whole file (the preview). */
export function seenInMemory(): SeenKeys {
  const keys = new Map<string, FirstSeen>();
  return { first: (key) => keys.get(key), add: (key, seen) => void keys.set(key, seen) };
}

interface RowContext {
  /** The club's membership types by lower-cased name. */
  types: Map<string, number>;
  seen: SeenKeys;
}

export type CheckedRow = { person: ImportedPerson; problems: string[]; name: string };

/** The cell of a field (trimmed), or '' when the field is not mapped or the row is short. */
export function cellReader(headers: string[], mapping: ImportMapping) {
  const index = new Map<ImportField, number>();
  for (const [field, header] of Object.entries(mapping)) {
    const at = headers.indexOf(header ?? '');
    if (at >= 0) index.set(field as ImportField, at);
  }
  return (record: string[], field: ImportField) => {
    const at = index.get(field);
    return at === undefined ? '' : (record[at] ?? '').trim();
  };
}

/** A date as 2024-12-31, 31/12/2024, 31-12-2024 or 31.12.2024 (the club's day first); '' is null. */
function parseDate(text: string): string | null | 'bad-format' | 'no-such-date' {
  if (!text) return null;
  let y: number, m: number, d: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(text);
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (dayFirst) [d, m, y] = [Number(dayFirst[1]), Number(dayFirst[2]), Number(dayFirst[3])];
  else return 'bad-format';
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || y < 1900 || y > 2200) return 'no-such-date';
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Dollars ("49.95", "$1,049.00") as integer cents; '' is null. */
function parseCents(text: string): number | null | 'bad' {
  if (!text) return null;
  const m = /^\$?\s*(\d{1,7}(?:,\d{3})*|\d+)(?:\.(\d{1,2}))?$/.exec(text.replace(/\s*(AUD|NZD|USD|GBP|EUR)$/i, ''));
  if (!m) return 'bad';
  const dollars = Number((m[1] ?? '0').replace(/,/g, ''));
  return dollars * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

const GENDERS: Record<string, 'M' | 'F' | 'O'> = { m: 'M', male: 'M', f: 'F', female: 'F', o: 'O', other: 'O', x: 'O' };
const MAX_TEXT = 200;

/** Checks one data row; `row` is its number as a spreadsheet shows it. Records the row's e-mail and id in the context. */
export function checkRow(record: string[], row: number, read: ReturnType<typeof cellReader>, mapping: ImportMapping, ctx: RowContext): CheckedRow {
  const problems: string[] = [];
  const col = (field: ImportField) => mapping[field] ?? field;
  const text = (field: ImportField) => {
    const value = read(record, field);
    if (value.length > MAX_TEXT) {
      problems.push(`${col(field)} is longer than ${MAX_TEXT} characters.`);
      return null;
    }
    return value || null;
  };
  const date = (field: ImportField) => {
    const raw = read(record, field);
    const parsed = parseDate(raw);
    if (parsed === 'bad-format') problems.push(`${col(field)} "${raw}" is not a date (write 31/12/2024 or 2024-12-31).`);
    else if (parsed === 'no-such-date') problems.push(`${col(field)} "${raw}" is a date that does not exist.`);
    else return parsed;
    return null;
  };

  const externalId = text('externalId');
  const firstName = text('firstName');
  const lastName = text('lastName');
  const name = [firstName, lastName].filter(Boolean).join(' ') || (externalId ? `Old id ${externalId}` : '(no name)');
  const firstId = externalId ? ctx.seen.first(idKey(externalId)) : undefined;
  if (!externalId) problems.push(`${col('externalId')} is missing.`);
  else if (firstId && firstId.row < row) problems.push(`${col('externalId')} ${externalId} is the same as row ${firstId.row}'s.`);
  else if (!firstId) ctx.seen.add(idKey(externalId), { row, text: externalId });
  if (!firstName) problems.push(`${col('firstName')} is missing.`);
  if (!lastName) problems.push(`${col('lastName')} is missing.`);

  const parentId = text('parentId');
  const guardianId = text('guardianId');
  if (parentId && guardianId) problems.push(`A row is either a child (${col('parentId')}) or a swim student (${col('guardianId')}), not both.`);
  if (externalId && (parentId === externalId || guardianId === externalId)) problems.push('A row cannot be its own parent or guardian.');

  let email = text('email');
  if (email) {
    const lower = email.toLowerCase();
    const first = ctx.seen.first(emailKey(email));
    const earlier = first && first.row < row ? first : undefined;
    if (!EMAIL_PATTERN.test(email)) problems.push(`${col('email')} "${email}" is not an e-mail address.`);
    else if (earlier && !parentId && !guardianId) {
      problems.push(
        earlier.text === email
          ? `${col('email')} ${email} is the same as row ${earlier.row}'s.`
          : `${col('email')} ${email} is the same as row ${earlier.row}'s (${earlier.text}) in another case.`,
      );
    } else if (!parentId && !guardianId && !first) ctx.seen.add(emailKey(email), { row, text: email });
    email = lower;
  }

  const genderText = read(record, 'gender');
  const gender = genderText ? (GENDERS[genderText.toLowerCase()] ?? null) : null;
  if (genderText && !gender) problems.push(`${col('gender')} "${genderText}" is not one of M, F or O.`);

  const dateOfBirth = date('dateOfBirth');
  const typeName = read(record, 'membershipType');
  const typeId = typeName ? ctx.types.get(typeName.toLowerCase()) : undefined;
  if (typeName && typeId === undefined) problems.push(`${col('membershipType')} "${typeName}" is not one of the club's membership types.`);
  const startDate = date('startDate');
  const endDate = date('endDate');
  const nextDebitDate = date('nextDebitDate');
  const amountText = read(record, 'nextDebitAmount');
  const amount = parseCents(amountText);
  if (amount === 'bad') problems.push(`${col('nextDebitAmount')} "${amountText}" is not an amount of money.`);
  const sessionsText = read(record, 'sessionsLeft');
  const sessionsLeft = sessionsText ? (/^\d{1,5}$/.test(sessionsText) ? Number(sessionsText) : NaN) : null;
  if (Number.isNaN(sessionsLeft)) problems.push(`${col('sessionsLeft')} "${sessionsText}" is not a number of sessions.`);
  const hasMembershipState = Boolean(startDate || endDate || nextDebitDate || amount !== null || sessionsText);
  if (hasMembershipState && !typeName) problems.push(`${col('membershipType')} is missing for the membership's dates and amounts.`);
  if (typeName && typeId !== undefined && !startDate && !problems.some((p) => p.startsWith(col('startDate')))) problems.push(`${col('startDate')} is missing.`);
  if (startDate && endDate && endDate < startDate) problems.push(`${col('endDate')} is before ${col('startDate')}.`);

  const from = date('suspendedFrom');
  const to = date('suspendedTo');
  if ((from && !to) || (!from && to)) problems.push(`${col(from ? 'suspendedTo' : 'suspendedFrom')} is missing for the suspension.`);
  if (from && to && to < from) problems.push(`${col('suspendedTo')} is before ${col('suspendedFrom')}.`);
  if ((from || to) && !typeName) problems.push(`A suspension needs a ${col('membershipType')}.`);

  const processorReference = text('processorReference');
  if (processorReference && /^\d{13,19}$/.test(digitsOnly(processorReference)) && luhn(processorReference)) {
    problems.push(`${col('processorReference')} looks like a card number. The portal never stores card numbers.`);
  }

  const membership =
    typeId !== undefined && startDate
      ? { typeId, startDate, endDate, nextDebitDate, nextDebitAmountCents: typeof amount === 'number' ? amount : null, sessionsLeft: Number.isNaN(sessionsLeft) ? null : sessionsLeft }
      : null;
  const person: ImportedPerson = {
    externalId: externalId ?? '',
    firstName: firstName ?? '',
    lastName: lastName ?? '',
    email,
    mobile: text('mobile'),
    dateOfBirth,
    gender,
    street: text('street'),
    suburb: text('suburb'),
    state: text('state'),
    postCode: text('postCode'),
    membership,
    suspension: from && to ? { from, to } : null,
    parentId,
    guardianId,
    processorReference,
  };
  return { person, problems, name };
}

/** A row linked to another (a child, a swim student) is imported after every person row. */
export const isLinked = (p: ImportedPerson) => Boolean(p.parentId || p.guardianId);

/** isLinked from the raw cells, as checkRow reads them (an over-long cell counts as empty). */
export function isLinkedRecord(record: string[], read: ReturnType<typeof cellReader>): boolean {
  const linkCell = (field: 'parentId' | 'guardianId') => {
    const value = read(record, field);
    return value.length > 0 && value.length <= MAX_TEXT;
  };
  return linkCell('parentId') || linkCell('guardianId');
}

/** The keys checkRow may ask about for this record (its old id, its e-mail). */
export function recordKeys(record: string[], read: ReturnType<typeof cellReader>): string[] {
  const externalId = read(record, 'externalId');
  const email = read(record, 'email');
  return [...(externalId ? [idKey(externalId)] : []), ...(email ? [emailKey(email)] : [])];
}
