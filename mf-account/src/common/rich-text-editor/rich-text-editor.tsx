import { IconBrandYoutube, IconLink, IconPhoto } from '@tabler/icons-react';
import '@mantine/tiptap/styles.css';
import { NativeSelect, Textarea } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { EDITOR_OPERATION_FAILED, notifyError, notifyWarning, TEXT_LIMITS } from '@portal/shared';
import Image from '@tiptap/extension-image';
import TextAlign from '@tiptap/extension-text-align';
import { FontFamily, FontSize, TextStyle } from '@tiptap/extension-text-style';
import Youtube from '@tiptap/extension-youtube';
import { Placeholder } from '@tiptap/extensions';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState } from 'react';
import { EDITOR_FONTS, EDITOR_FONT_SIZES, isImageFile, linkPreconditionError, usableUrl } from './editor-actions';
import { fileAsDataUrl, uploadEditorImage } from './upload-image';

export interface RichTextEditorFieldProps {
  value: string;
  onChange: (html: string) => void;
  label?: string;
  placeholder?: string;
  /** Image upload endpoint below the API base (docs/spec/account-core.md §3: default v1/image; here 'images'). */
  uploadUrl?: string;
}

/**
 * The posts editor (TipTap through @mantine/tiptap): visual and HTML source modes, fonts,
 * headings, sizes, links, videos and images. The server sanitises whatever it is sent.
 */
export function RichTextEditorField({
  value,
  onChange,
  label = 'Content',
  placeholder = 'Enter text here...',
  uploadUrl = 'images',
}: RichTextEditorFieldProps) {
  const [sourceMode, setSourceMode] = useState(false);
  const [source, setSource] = useState(value);
  const fileInput = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    immediatelyRender: true,
    shouldRerenderOnTransaction: true,
    extensions: [
      StarterKit.configure({ link: { openOnClick: false } }),
      TextStyle,
      FontFamily,
      FontSize,
      TextAlign.configure({ types: ['heading', 'paragraph'] }),
      Image,
      Youtube.configure({ nocookie: true }),
      Placeholder.configure({ placeholder }),
    ],
    content: value,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  // A reset from the parent (Cancel / after save) empties the HTML source as it renders...
  const [sourceFor, setSourceFor] = useState(value);
  if (value !== sourceFor) {
    setSourceFor(value);
    if (!value) setSource('');
  }
  // ...and the editor (outside React) once it has.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [value, editor]);

  const toggleSource = () => {
    if (!editor) return;
    if (!sourceMode) {
      setSource(editor.isEmpty ? '' : editor.getHTML());
      setSourceMode(true);
      return;
    }
    try {
      editor.commands.setContent(source, { emitUpdate: true });
      setSourceMode(false);
    } catch {
      notifyError(EDITOR_OPERATION_FAILED);
    }
  };

  const addLink = () => {
    if (!editor) return;
    const error = linkPreconditionError(editor.state.selection.empty);
    if (error) {
      notifyWarning(error);
      return;
    }
    const url = usableUrl(window.prompt('Enter the link URL', 'https://'));
    if (url) editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
  };

  const addVideo = () => {
    if (!editor) return;
    const url = usableUrl(window.prompt('Enter the video URL', 'https://'));
    if (url && !editor.commands.setYoutubeVideo({ src: url })) notifyError(EDITOR_OPERATION_FAILED);
  };

  const onImagePicked = async (file: File | undefined) => {
    if (!editor || !file) return;
    if (!isImageFile(file)) return;
    let src: string;
    try {
      src = await uploadEditorImage(file, uploadUrl);
    } catch {
      src = await fileAsDataUrl(file);
    }
    editor.chain().focus().setImage({ src, alt: file.name }).run();
  };

  const font = (editor?.getAttributes('textStyle').fontFamily as string | undefined) ?? '';
  const sizeCss = (editor?.getAttributes('textStyle').fontSize as string | undefined) ?? '';
  const size = Object.entries(EDITOR_FONT_SIZES).find(([, css]) => css === sizeCss)?.[0] ?? '';

  return (
    <div>
      <RichTextEditor editor={editor} aria-label={label}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <NativeSelect
              size="xs"
              aria-label="Font"
              value={font}
              data={[{ value: '', label: 'Font' }, ...EDITOR_FONTS.map((f) => ({ value: f, label: f }))]}
              onChange={(e) =>
                e.currentTarget.value
                  ? editor?.chain().focus().setFontFamily(e.currentTarget.value).run()
                  : editor?.chain().focus().unsetFontFamily().run()
              }
              disabled={sourceMode}
            />
            <NativeSelect
              size="xs"
              aria-label="Font size"
              value={size}
              data={[
                { value: '', label: 'Size' },
                ...Object.keys(EDITOR_FONT_SIZES).map((k) => ({ value: k, label: k })),
              ]}
              onChange={(e) => {
                const size = EDITOR_FONT_SIZES[e.currentTarget.value];
                if (size) editor?.chain().focus().setFontSize(size).run();
                else editor?.chain().focus().unsetFontSize().run();
              }}
              disabled={sourceMode}
            />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H1 />
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
            <RichTextEditor.H5 />
            <RichTextEditor.H6 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.AlignLeft />
            <RichTextEditor.AlignCenter />
            <RichTextEditor.AlignRight />
            <RichTextEditor.AlignJustify />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Control onClick={addLink} aria-label="Insert link" title="Insert link">
              <IconLink aria-hidden="true" focusable="false" size={16} stroke={1.5} />
            </RichTextEditor.Control>
            <RichTextEditor.Unlink />
            <RichTextEditor.Control
              onClick={() => fileInput.current?.click()}
              aria-label="Insert image"
              title="Insert image"
            >
              <IconPhoto aria-hidden="true" focusable="false" size={16} stroke={1.5} />
            </RichTextEditor.Control>
            <RichTextEditor.Control onClick={addVideo} aria-label="Insert video" title="Insert video">
              <IconBrandYoutube aria-hidden="true" focusable="false" size={16} stroke={1.5} />
            </RichTextEditor.Control>
            <RichTextEditor.Control
              onClick={toggleSource}
              active={sourceMode}
              aria-label="HTML source"
              aria-pressed={sourceMode}
              title="HTML source"
            >
              {'</>'}
            </RichTextEditor.Control>
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        {sourceMode ? (
          <Textarea
            maxLength={TEXT_LIMITS.postContent}
            aria-label="HTML source code"
            autosize
            minRows={6}
            value={source}
            onChange={(e) => {
              setSource(e.currentTarget.value);
              onChange(e.currentTarget.value);
            }}
            styles={{ input: { fontFamily: 'monospace', minHeight: '15rem' } }}
          />
        ) : (
          <RichTextEditor.Content style={{ minHeight: '15rem' }} />
        )}
      </RichTextEditor>
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        hidden
        data-testid="editor-image-input"
        onChange={(e) => {
          void onImagePicked(e.currentTarget.files?.[0]);
          e.currentTarget.value = '';
        }}
      />
    </div>
  );
}
