// Declining a member's cancellation request: the member is told why, so the note is required.
import { CANCEL_DECLINE_NOTE_REQUIRED, maxLength, TEXT_LIMITS } from '@portal/shared';

export interface DeclineValues {
  note: string;
}

export const NEW_DECLINE: DeclineValues = { note: '' };

export const validateDecline = (v: DeclineValues) => ({
  note: !v.note.trim() ? CANCEL_DECLINE_NOTE_REQUIRED : v.note.length > TEXT_LIMITS.notes ? maxLength(TEXT_LIMITS.notes) : null,
});
