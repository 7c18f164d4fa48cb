// eslint-disable-next-line no-restricted-imports -- the one wrapper of Mantine's Modal
import { Modal, type ModalProps } from '@mantine/core';
import { useRef } from 'react';
import { useEscapeLayer } from './escape-layers';

export type DialogProps = ModalProps;

/**
 * The portal's modal dialog: Mantine's Modal whose Escape closes only the innermost layer (a
 * dialog opened inside another, or a date picker inside it, closes alone; escape-layers.ts says
 * why Mantine's own handling is off). Use it instead of Modal everywhere.
 */
export function Dialog({ opened, onClose, closeOnEscape = true, ...rest }: DialogProps) {
  const root = useRef<HTMLDivElement | null>(null);
  useEscapeLayer(opened && closeOnEscape, onClose, root);
  return <Modal ref={root} {...rest} opened={opened} onClose={onClose} closeOnEscape={false} />;
}
