import { EDITOR_FONT_SIZES, EDITOR_FONTS, isImageFile, linkPreconditionError, usableUrl } from './editor-actions';

describe('editor actions', () => {
  test("link and video prompts are ignored when empty or 'https://'", () => {
    expect(usableUrl('')).toBeNull();
    expect(usableUrl(null)).toBeNull();
    expect(usableUrl('https://')).toBeNull();
    expect(usableUrl('  https://  ')).toBeNull();
    expect(usableUrl('https://example.com')).toBe('https://example.com');
  });
  test("a link needs a selection: 'No Selection Made'", () => {
    expect(linkPreconditionError(true)).toBe('No Selection Made');
    expect(linkPreconditionError(false)).toBeNull();
  });
  test('fonts, sizes 1-7 and image-only files', () => {
    expect(EDITOR_FONTS).toEqual(['Arial', 'Times New Roman', 'Calibri', 'Comic Sans MS']);
    expect(Object.keys(EDITOR_FONT_SIZES)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(isImageFile(new File(['x'], 'a.png', { type: 'image/png' }))).toBe(true);
    expect(isImageFile(new File(['x'], 'a.html', { type: 'text/html' }))).toBe(false);
  });
});
