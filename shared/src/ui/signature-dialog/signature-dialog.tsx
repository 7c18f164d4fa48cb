import { Box, Button, Group, Loader, Text } from '@mantine/core';
import { Dialog } from '../dialog/dialog';
import { useCallback, useEffect, useRef, useState } from 'react';
import type SignaturePad from 'signature_pad';
import { SIGNATURE_CONFIRM, SIGNATURE_GUARANTOR_HEADING, SIGNATURE_HEADING } from '../../messages/common';

/** Both signatures as PNG data URLs; the guarantor one is '' when no guarantor signs. */
export interface SignatureResult {
  signaturePayload: string;
  signatureParentGuarantorPayload: string;
}

export interface SignatureDialogProps {
  opened: boolean;
  onCancel: () => void;
  onConfirm: (result: SignatureResult) => void;
  heading?: string;
  confirmLabel?: string;
  /** Adds the parent guarantor step after the member signs. */
  requireGuarantor?: boolean;
  guarantorHeading?: string;
}

export const SIGNATURE_CANVAS = { width: 350, height: 250 } as const;

/** The pad's width: the full 350 px, or the room there is (0: not laid out yet, e.g. jsdom). */
export function signaturePadWidth(room: number): number {
  return room > 0 ? Math.min(SIGNATURE_CANVAS.width, Math.floor(room)) : SIGNATURE_CANVAS.width;
}
const MIN_PEN_WIDTH = 5;

type Step = 'member' | 'guarantor';

// signature_pad is loaded by the pages that hold the dialog (on mount, while the form is filled
// in), not by every page that imports @portal/shared: the shared barrel is one module-federation
// singleton, so a static import put it on every remote's first load (docs/decisions/performance.md).
let padModule: Promise<{ default: typeof SignaturePad }> | null = null;
const loadSignaturePad = () => (padModule ??= import('signature_pad'));

/**
 * Signature dialog (docs/spec/account-core.md §2, §4): member-signing, then optionally guarantor-signing,
 * then closed returning both signatures. Clear goes back to member-signing and empties both.
 */
export function SignatureDialog({
  opened,
  onCancel,
  onConfirm,
  heading = SIGNATURE_HEADING,
  confirmLabel = SIGNATURE_CONFIRM,
  requireGuarantor = false,
  guarantorHeading = SIGNATURE_GUARANTOR_HEADING,
}: SignatureDialogProps) {
  const padRef = useRef<SignaturePad | null>(null);
  const [Pad, setPad] = useState<typeof SignaturePad | null>(null);
  useEffect(() => {
    let mounted = true;
    void loadSignaturePad().then((m) => mounted && setPad(() => m.default));
    return () => {
      mounted = false;
    };
  }, []);
  const [step, setStep] = useState<Step>('member');
  const [hasDrawing, setHasDrawing] = useState(false);
  const memberSignature = useRef('');

  // The canvas mounts inside the modal, so the pad is attached through a callback ref.
  const canvasRef = useCallback((canvas: HTMLCanvasElement | null) => {
    padRef.current?.off();
    padRef.current = null;
    if (!canvas || !Pad) return;
    // The pad's drawing size is its shown size (signature_pad maps the pointer 1:1), so on a phone
    // narrower than the 350 px pad it takes the width its dialog has instead of running past it.
    canvas.width = signaturePadWidth(canvas.parentElement?.clientWidth ?? 0);
    canvas.height = SIGNATURE_CANVAS.height;
    const pad = new Pad(canvas, { minWidth: MIN_PEN_WIDTH, backgroundColor: 'rgb(255,255,255)' });
    pad.addEventListener('endStroke', () => setHasDrawing(!pad.isEmpty()));
    padRef.current = pad;
  }, [Pad]);

  const reset = () => {
    padRef.current?.clear();
    memberSignature.current = '';
    setStep('member');
    setHasDrawing(false);
  };

  // Each opening starts at member-signing with nothing drawn: the steps reset as the dialog
  // renders opened, the pad (outside React) once it is shown.
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) {
      setStep('member');
      setHasDrawing(false);
    }
  }
  useEffect(() => {
    if (!opened) return;
    padRef.current?.clear();
    memberSignature.current = '';
  }, [opened]);

  const confirm = () => {
    const pad = padRef.current;
    if (!pad || pad.isEmpty()) return;
    const image = pad.toDataURL('image/png');
    if (step === 'member' && requireGuarantor) {
      memberSignature.current = image;
      pad.clear();
      setHasDrawing(false);
      setStep('guarantor');
      return;
    }
    const result: SignatureResult =
      step === 'member'
        ? { signaturePayload: image, signatureParentGuarantorPayload: '' }
        : { signaturePayload: memberSignature.current, signatureParentGuarantorPayload: image };
    onConfirm(result);
  };

  const cancel = () => {
    reset();
    onCancel();
  };

  return (
    <Dialog opened={opened} onClose={cancel} size={400} centered title={step === 'member' ? heading : guarantorHeading}>
      <Box style={{ border: '1px solid var(--mantine-color-gray-4)', width: '100%', maxWidth: SIGNATURE_CANVAS.width + 2, margin: '0 auto' }}>
        {Pad ? (
          <canvas
            ref={canvasRef}
            aria-label={step === 'member' ? 'Signature pad' : 'Parent guarantor signature pad'}
            style={{ display: 'block', touchAction: 'none' }}
          />
        ) : (
          // The pad's own height while signature_pad loads: nothing moves when it appears.
          <Group h={SIGNATURE_CANVAS.height} justify="center">
            <Loader size="sm" aria-label="Loading the signature pad" />
          </Group>
        )}
      </Box>
      {step === 'guarantor' && (
        <Text size="sm" c="dimmed" mt="xs">
          Member signature captured.
        </Text>
      )}
      <Group justify="space-between" mt="md" gap="xs">
        <Button variant="subtle" onClick={reset}>
          Clear
        </Button>
        <Group gap="xs">
          <Button variant="default" onClick={cancel}>
            Cancel
          </Button>
          <Button onClick={confirm} disabled={!hasDrawing}>
            {confirmLabel}
          </Button>
        </Group>
      </Group>
    </Dialog>
  );
}
