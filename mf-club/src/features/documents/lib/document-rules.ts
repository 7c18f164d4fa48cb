import { DOCUMENT_BODY_REQUIRED, DOCUMENT_TITLE_REQUIRED } from '@portal/shared';
import type { DocumentVersionInput } from '@portal/shared/contracts';

export const NEW_VERSION: DocumentVersionInput = { kind: 'waiver', title: '', body: '', resignRequired: true };

export const validateVersion = (v: DocumentVersionInput) => ({
  title: v.title.trim() ? null : DOCUMENT_TITLE_REQUIRED,
  body: v.body.trim() ? null : DOCUMENT_BODY_REQUIRED,
});
