import { renderWithProviders, screen, userEvent } from '@portal/shared/test-utils';
import { useState } from 'react';
import { RichTextEditorField } from './rich-text-editor';

/** A form holding the content, with the posts page's Cancel (it empties the content). */
function Form({ initial = '' }: { initial?: string }) {
  const [content, setContent] = useState(initial);
  return (
    <>
      <RichTextEditorField value={content} onChange={setContent} />
      <button type="button" onClick={() => setContent('')}>
        Cancel
      </button>
      <output aria-label="Form content">{content}</output>
    </>
  );
}

describe('RichTextEditorField', () => {
  it('the HTML source shows the content, and a reset from the form empties it', async () => {
    renderWithProviders(<Form initial="<p>Hello</p>" />);
    await userEvent.click(screen.getByRole('button', { name: 'HTML source' }));
    const source = screen.getByRole('textbox', { name: 'HTML source code' });
    expect(source).toHaveValue('<p>Hello</p>');
    await userEvent.type(source, ' more');
    expect(screen.getByLabelText('Form content')).toHaveTextContent('<p>Hello</p> more');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('textbox', { name: 'HTML source code' })).toHaveValue('');
    expect(screen.getByLabelText('Form content')).toHaveTextContent('');
  });
});
