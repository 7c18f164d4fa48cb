// Bringing a club's members over from its old system: a CSV file is uploaded, its columns mapped
// to the portal's fields (guessed from the header, remembered per club), previewed with every
// row's problems named, then imported in batches with its state (membership, next debit, pack,
// suspension, family links, processor reference). The fields and texts are shared with the console.
import { Type, type Static } from 'typebox';
import { InstantText, Nullable } from './fields';

/** The portal's fields a column can fill, in the order the mapping form lists them. */
export const IMPORT_FIELDS = [
  { key: 'externalId', label: 'Old system id' },
  { key: 'firstName', label: 'First name' },
  { key: 'lastName', label: 'Last name' },
  { key: 'email', label: 'E-mail' },
  { key: 'mobile', label: 'Mobile' },
  { key: 'dateOfBirth', label: 'Date of birth' },
  { key: 'gender', label: 'Gender' },
  { key: 'street', label: 'Street' },
  { key: 'suburb', label: 'Suburb' },
  { key: 'state', label: 'State' },
  { key: 'postCode', label: 'Postcode' },
  { key: 'membershipType', label: 'Membership type' },
  { key: 'startDate', label: 'Start date' },
  { key: 'endDate', label: 'End date' },
  { key: 'nextDebitDate', label: 'Next debit date' },
  { key: 'nextDebitAmount', label: 'Next debit amount' },
  { key: 'sessionsLeft', label: 'Pack sessions left' },
  { key: 'suspendedFrom', label: 'Suspended from' },
  { key: 'suspendedTo', label: 'Suspended to' },
  { key: 'parentId', label: "Parent's old id (a child)" },
  { key: 'guardianId', label: "Guardian's old id (a swim student)" },
  { key: 'processorReference', label: 'Processor customer or mandate reference' },
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number]['key'];
export const IMPORT_FIELD_KEYS = IMPORT_FIELDS.map((f) => f.key) as ImportField[];

/** The file's column (its header text) each field is read from; a field left out is not imported. */
export const ImportMappingSchema = Type.Record(Type.String({ maxLength: 40 }), Type.String({ maxLength: 200 }), { maxProperties: 40 });
export type ImportMapping = Partial<Record<ImportField, string>>;

export const ImportStatusSchema = Type.Union([Type.Literal('uploaded'), Type.Literal('importing'), Type.Literal('done'), Type.Literal('failed')]);

export const MemberImportSchema = Type.Object({
  id: Type.Integer(),
  fileName: Type.String(),
  status: ImportStatusSchema,
  headers: Type.Array(Type.String()),
  mapping: ImportMappingSchema,
  /** Rows below the header; null until the file has been read through once. */
  totalRows: Nullable(Type.Integer()),
  goodRows: Nullable(Type.Integer()),
  badRows: Nullable(Type.Integer()),
  processedRows: Type.Integer(),
  importedRows: Type.Integer(),
  createdAt: InstantText,
});
export type MemberImport = Static<typeof MemberImportSchema>;
export const MemberImportListSchema = Type.Array(MemberImportSchema);

export const ImportRowProblemSchema = Type.Object({
  /** The row's number as a spreadsheet shows it (the header is row 1). */
  row: Type.Integer(),
  name: Type.String(),
  problems: Type.Array(Type.String()),
});
export type ImportRowProblem = Static<typeof ImportRowProblemSchema>;

export const ImportPreviewSchema = Type.Object({
  import: MemberImportSchema,
  /** The first rows with problems (at most PREVIEW_PROBLEM_ROWS); badRows counts them all. */
  problems: Type.Array(ImportRowProblemSchema),
});
export type ImportPreview = Static<typeof ImportPreviewSchema>;

export const PREVIEW_PROBLEM_ROWS = 500;
/** The largest file an import takes. */
export const IMPORT_MAX_BYTES = 100 * 1024 * 1024;
export const IMPORT_MAX_COLUMNS = 500;

export const IMPORT_NOT_FOUND_MESSAGE = 'Import not found.';
export const IMPORT_FILE_MISSING_MESSAGE = 'Choose a CSV file to upload.';
export const IMPORT_FILE_TOO_LARGE_MESSAGE = 'The file is larger than 100 MB. Split it into smaller files.';
export const IMPORT_FILE_EMPTY_MESSAGE = 'The file has no header row. Export it again with the column names on the first line.';
export const IMPORT_TOO_MANY_COLUMNS_MESSAGE = `The file has more than ${IMPORT_MAX_COLUMNS} columns. Leave out the columns you do not need.`;
export const IMPORT_UNREADABLE_MESSAGE = 'The file could not be read as CSV. Export it again as CSV (comma or semicolon separated).';
export const IMPORT_STARTED_MESSAGE = 'This import has started already.';
export const IMPORT_NOT_FAILED_MESSAGE = 'Only an import that stopped can be resumed.';
/** What the console says of a failed import: the rows imported are in the club, the rest can follow. */
export const importFailedMessage = (imported: number) =>
  `The import stopped after ${imported} ${imported === 1 ? 'row was' : 'rows were'} imported. Those members are in the club; resume to import the rest.`;
export const IMPORT_NEEDS_NAMES_MESSAGE = 'Map a column to First name and one to Last name.';
export const IMPORT_NEEDS_ID_MESSAGE = "Map a column to Old system id: it is what lets the same file be imported again without duplicates.";
export const IMPORT_UNKNOWN_COLUMN_MESSAGE = 'The mapping names a column the file does not have.';
export const IMPORT_UNKNOWN_FIELD_MESSAGE = 'The mapping names a field the portal does not have.';
export const importCardColumnMessage = (column: string) =>
  `The column "${column}" looks like card numbers. The portal never stores card numbers: remove the column and upload the file again.`;

/** Invitations to the imported members: how many, and when the first batch goes (now when absent). */
export const InviteRequestSchema = Type.Object({
  count: Type.Integer({ minimum: 1, maximum: 100_000 }),
  sendAt: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })),
});
export type InviteRequest = Static<typeof InviteRequestSchema>;

export const InviteStateSchema = Type.Union([Type.Literal('not-invited'), Type.Literal('invited'), Type.Literal('signed-in'), Type.Literal('bounced')]);
export type InviteState = Static<typeof InviteStateSchema>;

export const MemberInvitesSchema = Type.Object({
  imported: Type.Integer(),
  invited: Type.Integer(),
  signedIn: Type.Integer(),
  bounced: Type.Integer(),
  /** Imported members left to invite in batches already scheduled. */
  scheduled: Type.Integer(),
  members: Type.Array(
    Type.Object({
      memberId: Type.Integer(),
      name: Type.String(),
      email: Type.Union([Type.String(), Type.Null()]),
      state: InviteStateSchema,
      invitedAt: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});
export type MemberInvites = Static<typeof MemberInvitesSchema>;

/** Invitations leave in batches this size, one batch a minute, so the mail provider never sees a burst. */
export const INVITES_PER_BATCH = 50;
export const INVITE_LINK_DAYS = 7;
export const INVITE_SEND_AT_MESSAGE = 'Choose a time within the next 90 days.';
export const invitesScheduledMessage = (count: number, at: string) => `${count} invitations are scheduled from ${at}, ${INVITES_PER_BATCH} a minute.`;
