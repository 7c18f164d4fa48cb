// A club's member import from its old system (modules/member-import): the uploaded file (stored
// under DATA_DIR, read as a stream), its column mapping, and how far the batches have got, so an
// import left mid-way goes on from its cursor. The mapping a club chose last is remembered.
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { userRef, users } from './auth';
import { clubRef, clubScoped } from './clubs';
import { createdAt, enumCheck, instant, stampedNow } from './common';
import { memberRef } from './members';
import { outbox } from './outbox';

export const MEMBER_IMPORT_STATUSES = ['uploaded', 'importing', 'done', 'failed'] as const;

export const memberImports = pgTable(
  'member_imports',
  {
    ...clubScoped(),
    fileName: text('file_name').notNull(),
    /** The stored file's name under DATA_DIR/member-imports (random, never the uploaded name). */
    storedName: text('stored_name').notNull(),
    /** 'utf-8' or 'windows-1252', sniffed from the file's first bytes. */
    encoding: text('encoding').notNull(),
    delimiter: text('delimiter').notNull(),
    headers: jsonb('headers').$type<string[]>().notNull(),
    /** Portal field -> the file's header text. */
    mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
    status: text('status', { enum: MEMBER_IMPORT_STATUSES }).notNull().default('uploaded'),
    totalRows: integer('total_rows'),
    goodRows: integer('good_rows'),
    badRows: integer('bad_rows'),
    /** 1: people rows, 2: rows linked to another row (children, swim students). */
    phase: integer('phase').notNull().default(1),
    /** Data rows of the current phase's pass already handled (the next batch starts here). */
    cursor: integer('cursor').notNull().default(0),
    /** The byte in the file where the cursor's row starts: the next batch reads on from there. */
    cursorOffset: bigint('cursor_offset', { mode: 'number' }).notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    importedRows: integer('imported_rows').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    finishedAt: instant('finished_at'),
  },
  () => [enumCheck('member_imports_status_check', 'status', MEMBER_IMPORT_STATUSES)],
);

/**
 * The first row of each old id ('id:...') and e-mail ('email:...', lower-cased) an import's batches
 * have read, with the e-mail as written: a batch starting mid-file names a row repeating an earlier
 * one without reading the file from its start. Written in the batch's transaction; dropped when
 * the import is done.
 */
export const memberImportKeys = pgTable(
  'member_import_keys',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => memberImports.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    row: integer('row').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.key] })],
);

/** The club's last mapping: the file's header text (lower-cased) -> portal field. */
export const memberImportMappings = pgTable('member_import_mappings', {
  clubId: clubRef().primaryKey(),
  mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
  updatedAt: stampedNow('updated_at'),
});

/**
 * An imported member invited to choose a password (one per member): the login made for them and
 * the e-mail carrying its one-time link, whose outbox status says whether it bounced.
 */
export const memberInvites = pgTable(
  'member_invites',
  {
    ...clubScoped(),
    memberId: memberRef(),
    userId: userRef(),
    outboxId: integer('outbox_id').references(() => outbox.id),
    invitedAt: createdAt(),
  },
  (t) => [uniqueIndex('member_invites_member_uq').on(t.memberId), index('member_invites_club_idx').on(t.clubId)],
);
