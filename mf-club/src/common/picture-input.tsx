import { FileInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { FieldErrors } from '@portal/shared';
import { readPicture } from './read-picture';

interface Props {
  label: string;
  accept: string;
  placeholder?: string;
  error?: ReactNode;
  /** The form's rule for the file (type, size); without it the shared picture rule. */
  check?: (file: File) => string | null | undefined;
  /** The picture read as a data URL, or cleared (null). */
  onPicture: (dataUrl: string | null) => void;
  onProblem: (message: string) => void;
}

/** A picture for a console form: checked before it is read, then handed over as a data URL. */
function PictureInput({ label, accept, placeholder, error, check, onPicture, onProblem }: Props) {
  return (
    <FileInput
      label={label}
      accept={accept}
      clearable
      placeholder={placeholder}
      error={error}
      onChange={async (file) => {
        if (!file) return onPicture(null);
        const read = await readPicture(file, check);
        if ('error' in read) onProblem(read.error);
        else onPicture(read.dataUrl);
      }}
    />
  );
}

/** What FormPictureInput needs of a @mantine/form form: the field's error, its value, its problem. */
interface PictureForm<Field extends string> {
  errors: Record<string, ReactNode>;
  setFieldValue: (field: Field, dataUrl: string | undefined) => void;
  setFieldError: (field: Field, message: string) => void;
}

interface FormProps<Field extends string> {
  form: PictureForm<Field>;
  /** The form's field the picture goes in: a data URL, undefined when cleared (nothing to change). */
  field: Field;
  label: string;
  /** The form's rule for the file, told before it is read. */
  check: (file: File) => string | null | undefined;
}

/** A PNG or JPEG picture of a console form, in one of its fields; a refused file says why under it. */
export function FormPictureInput<Field extends string>({ form, field, label, check }: FormProps<Field>) {
  return (
    <PictureInput
      label={label}
      accept="image/png,image/jpeg"
      error={form.errors[field]}
      check={check}
      onPicture={(dataUrl) => form.setFieldValue(field, dataUrl ?? undefined)}
      onProblem={(problem) => form.setFieldError(field, problem)}
    />
  );
}

interface CatalogueProps {
  /** The picture the record has now ('' when none). */
  value: string;
  error: ReactNode;
  onPicture: (dataUrl: string) => void;
  onProblem: (message: string) => void;
}

/** The picture of a catalogue record (a membership type, a product): the shared rule, its message below. */
export function CataloguePictureInput({ value, error, onPicture, onProblem }: CatalogueProps) {
  return (
    <>
      <PictureInput
        label="Picture"
        accept="image/png,image/jpeg,image/webp"
        placeholder={value ? 'A picture is set' : 'PNG, JPEG or WebP, at most 2 MB'}
        onPicture={(url) => onPicture(url ?? '')}
        onProblem={onProblem}
      />
      <FieldErrors messages={typeof error === 'string' ? error : null} />
    </>
  );
}
