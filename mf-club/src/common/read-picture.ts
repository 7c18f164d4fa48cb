import { pictureFileError } from '@portal/shared';

/**
 * A chosen picture as a data URL, or its message (by default: wrong type, over 2 MB; `check` is a
 * form's own rule) before anything is read.
 */
export function readPicture(file: File, check: (file: File) => string | null | undefined = pictureFileError): Promise<{ dataUrl: string } | { error: string }> {
  const error = check(file);
  if (error) return Promise.resolve({ error });
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ dataUrl: String(reader.result) });
    reader.onerror = () => resolve({ error: 'The picture could not be read.' });
    reader.readAsDataURL(file);
  });
}

/** A form's rule for a PNG or JPEG picture of at most `maxBytes`: `message` (the API's words) when a file breaks it. */
export const pngOrJpegUnder =
  (maxBytes: number, message: string) =>
  (file: File): string | null =>
    file.size > maxBytes || !['image/png', 'image/jpeg'].includes(file.type) ? message : null;
