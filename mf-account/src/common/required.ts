import { REQUIRED } from '@portal/shared';

/** Mantine form rule for a required text field: blank or only spaces counts as missing. */
export const required = (v: string) => (v && v.trim() ? null : REQUIRED);
