import { pictureFileError } from '@portal/shared';

/** A chosen picture as a data URL, or its message (wrong type, over 2 MB) before anything is read. */
export function readPicture(file: File): Promise<{ dataUrl: string } | { error: string }> {
  const error = pictureFileError(file);
  if (error) return Promise.resolve({ error });
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ dataUrl: String(reader.result) });
    reader.onerror = () => resolve({ error: 'The picture could not be read.' });
    reader.readAsDataURL(file);
  });
}
