// Prompt rules of the editor (docs/spec/account-core.md §2, §8), kept free of React so they are easy to test.
import { EDITOR_NO_SELECTION } from '@portal/shared';

/** A link or video URL typed in a prompt is ignored when empty or left at 'https://'. */
export function usableUrl(input: string | null | undefined): string | null {
  const url = (input ?? '').trim();
  if (!url || url === 'https://' || url === 'http://') return null;
  return url;
}

/** The link prompt needs selected text first; otherwise the spec's 'No Selection Made'. */
export function linkPreconditionError(selectionEmpty: boolean): string | null {
  return selectionEmpty ? EDITOR_NO_SELECTION : null;
}

export const EDITOR_FONTS = ['Arial', 'Times New Roman', 'Calibri', 'Comic Sans MS'] as const;

/** HTML's legacy font sizes 1-7 mapped to CSS sizes (what <font size> meant). */
export const EDITOR_FONT_SIZES: Record<string, string> = {
  '1': '10px',
  '2': '13px',
  '3': '16px',
  '4': '18px',
  '5': '24px',
  '6': '32px',
  '7': '48px',
};

export const isImageFile = (file: File): boolean => file.type.startsWith('image/');
