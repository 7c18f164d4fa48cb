import { IMPORT_NEEDS_ID_MESSAGE, IMPORT_NEEDS_NAMES_MESSAGE, type ImportMapping } from '@portal/shared/contracts';

/** The columns a file must name before its rows can be checked: the names and the old system's id. */
export function validateMapping(mapping: ImportMapping): Partial<Record<keyof ImportMapping, string>> {
  return {
    ...(!mapping.firstName ? { firstName: IMPORT_NEEDS_NAMES_MESSAGE } : {}),
    ...(!mapping.lastName ? { lastName: IMPORT_NEEDS_NAMES_MESSAGE } : {}),
    ...(!mapping.externalId ? { externalId: IMPORT_NEEDS_ID_MESSAGE } : {}),
  };
}
