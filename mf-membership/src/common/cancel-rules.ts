// The cancel form's one field: an optional reason, bounded like every message to the club.
import { maxLength, TEXT_LIMITS } from '@portal/shared';

export interface CancelValues {
  reason: string;
}

export const NEW_CANCEL: CancelValues = { reason: '' };

export const validateCancel = (v: CancelValues) => ({
  reason: v.reason.length > TEXT_LIMITS.comments ? maxLength(TEXT_LIMITS.comments) : null,
});
