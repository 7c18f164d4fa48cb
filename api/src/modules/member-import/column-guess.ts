// Which of the file's columns fills which portal field: the club's remembered choice for a header
// first, else a guess from the header's words ("First Name", "Birth Date", "Mobile Phone",
// "Postal Code", ...). A column that looks like card numbers is refused before anything is kept.
import { IMPORT_FIELD_KEYS, type ImportField, type ImportMapping } from '@portal/shared/contracts';

const normal = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Normalised header words each field answers to (lower-case letters and digits only). */
const SYNONYMS: Record<ImportField, string[]> = {
  externalId: ['id', 'memberid', 'membernumber', 'memberno', 'clientid', 'contactid', 'externalid', 'oldid', 'legacyid', 'personid', 'customernumber'],
  firstName: ['firstname', 'givenname', 'forename', 'first', 'fname'],
  lastName: ['lastname', 'surname', 'familyname', 'last', 'lname'],
  email: ['email', 'emailaddress', 'mail', 'emailid'],
  mobile: ['mobile', 'mobilephone', 'mobilenumber', 'mobileno', 'cell', 'cellphone', 'phone', 'phonenumber', 'telephone'],
  dateOfBirth: ['birthdate', 'dateofbirth', 'dob', 'birthday'],
  gender: ['gender', 'sex'],
  street: ['street', 'address', 'address1', 'addressline1', 'streetaddress'],
  suburb: ['suburb', 'city', 'town', 'locality'],
  state: ['state', 'region', 'province'],
  postCode: ['postcode', 'postalcode', 'zip', 'zipcode'],
  membershipType: ['membershiptype', 'membership', 'plan', 'membershipplan', 'contract', 'package'],
  startDate: ['startdate', 'membershipstart', 'membershipstartdate', 'joindate', 'joined'],
  endDate: ['enddate', 'expirydate', 'expiry', 'membershipend', 'membershipenddate', 'expires'],
  nextDebitDate: ['nextdebitdate', 'nextpaymentdate', 'nextbillingdate', 'nextdebit', 'nextbilling'],
  nextDebitAmount: ['nextdebitamount', 'nextpaymentamount', 'debitamount', 'billingamount', 'nextbillingamount', 'amount'],
  sessionsLeft: ['sessionsleft', 'sessionsremaining', 'packsessionsleft', 'remainingsessions', 'visitsleft', 'packbalance', 'credits'],
  suspendedFrom: ['suspendedfrom', 'suspensionstart', 'suspensionfrom', 'holdstart', 'holdfrom', 'suspendfrom'],
  suspendedTo: ['suspendedto', 'suspendeduntil', 'suspensionend', 'suspensionto', 'holdend', 'holdto', 'holduntil', 'suspendto'],
  parentId: ['parentid', 'parentmemberid', 'parent', 'parentno', 'parentnumber'],
  guardianId: ['guardianid', 'guardian', 'guardianmemberid', 'guardiannumber'],
  processorReference: ['processorreference', 'customerreference', 'mandatereference', 'mandateid', 'mandate', 'paymentreference', 'gatewaycustomerid', 'stripecustomerid', 'customerid'],
};

const FIELD_OF = new Map<string, ImportField>(Object.entries(SYNONYMS).flatMap(([field, words]) => words.map((w) => [w, field as ImportField] as const)));

/** A card number, its security code or a "PAN" column. */
const CARD_COLUMN = /\b(credit|debit)?\s*card\s*(number|no\.?|num|#)|\bpan\b|\bcvv2?\b|\bcvc\b|card\s*verification|security\s*code/i;

export function cardColumn(headers: string[]): string | undefined {
  return headers.find((h) => CARD_COLUMN.test(h));
}

/** The mapping for these headers: remembered header -> field first, then the guess; each field and column used once. */
export function guessMapping(headers: string[], remembered: Record<string, string>): ImportMapping {
  const mapping: ImportMapping = {};
  const taken = new Set<string>();
  const assign = (field: string | undefined, header: string) => {
    if (!field || !IMPORT_FIELD_KEYS.includes(field as ImportField)) return;
    const key = field as ImportField;
    if (mapping[key] || taken.has(header)) return;
    mapping[key] = header;
    taken.add(header);
  };
  for (const h of headers) assign(remembered[h.trim().toLowerCase()], h);
  for (const h of headers) assign(FIELD_OF.get(normal(h)), h);
  return mapping;
}

/** What the club keeps for next time: each mapped header (lower-cased) -> its field. */
export function rememberedFrom(mapping: ImportMapping): Record<string, string> {
  return Object.fromEntries(Object.entries(mapping).flatMap(([field, header]) => (header ? [[header.trim().toLowerCase(), field]] : [])));
}
