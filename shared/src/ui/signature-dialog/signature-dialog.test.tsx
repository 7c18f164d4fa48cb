import { act, fireEvent, renderWithProviders, screen, userEvent } from '../../test-utils';
import { SignatureDialog, signaturePadWidth } from './signature-dialog';

// jsdom has no canvas: give signature_pad a 2D context that records nothing, and number the images
// so the test can tell the member's signature from the guarantor's.
let images = 0;
beforeAll(() => {
  const ctx = new Proxy({}, { get: (_t, p) => (p === 'canvas' ? undefined : () => ({ data: [] })), set: () => true });
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ctx as never);
  jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(() => `data:image/png;base64,img${++images}`);
});
beforeEach(() => {
  images = 0;
});

async function draw(name: string) {
  // The pad appears once signature_pad has loaded (it is imported on demand).
  const canvas = await screen.findByLabelText(name);
  // signature_pad listens for pointer events when the browser has them, else mouse events.
  const down = typeof window.PointerEvent === 'function' ? fireEvent.pointerDown : fireEvent.mouseDown;
  const move = typeof window.PointerEvent === 'function' ? fireEvent.pointerMove : fireEvent.mouseMove;
  const up = typeof window.PointerEvent === 'function' ? fireEvent.pointerUp : fireEvent.mouseUp;
  act(() => {
    down(canvas, { buttons: 1, button: 0, clientX: 10, clientY: 10, pointerId: 1, isPrimary: true });
    move(canvas, { buttons: 1, button: 0, clientX: 40, clientY: 40, pointerId: 1, isPrimary: true });
    move(document, { buttons: 1, button: 0, clientX: 40, clientY: 40, pointerId: 1, isPrimary: true });
    up(canvas, { buttons: 0, button: 0, clientX: 60, clientY: 60, pointerId: 1, isPrimary: true });
    up(document, { buttons: 0, button: 0, clientX: 60, clientY: 60, pointerId: 1, isPrimary: true });
    up(window, { buttons: 0, button: 0, clientX: 60, clientY: 60, pointerId: 1, isPrimary: true });
  });
}

describe('SignatureDialog', () => {
  it('has the spec defaults and enables confirm only after drawing', async () => {
    const onConfirm = jest.fn();
    renderWithProviders(<SignatureDialog opened onCancel={jest.fn()} onConfirm={onConfirm} />);
    expect(screen.getByText('Please sign below...')).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Confirm & Continue' });
    expect(confirm).toBeDisabled();
    await draw('Signature pad');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith({
      signaturePayload: expect.stringMatching(/^data:image\/png/),
      signatureParentGuarantorPayload: '',
    });
  });

  it('asks for the parent guarantor after the member, returning both', async () => {
    const onConfirm = jest.fn();
    renderWithProviders(<SignatureDialog opened requireGuarantor onCancel={jest.fn()} onConfirm={onConfirm} />);
    await draw('Signature pad');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm & Continue' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByText(/parent guarantor/i)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm & Continue' })).toBeDisabled();
    await draw('Parent guarantor signature pad');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm & Continue' }));
    const result = onConfirm.mock.calls[0][0];
    expect(result.signaturePayload).toMatch(/^data:image\/png/);
    expect(result.signatureParentGuarantorPayload).toMatch(/^data:image\/png/);
    expect(result.signaturePayload).not.toBe(result.signatureParentGuarantorPayload);
  });

  it('Clear returns to member-signing with nothing drawn; Cancel calls onCancel', async () => {
    const onCancel = jest.fn();
    renderWithProviders(<SignatureDialog opened requireGuarantor onCancel={onCancel} onConfirm={jest.fn()} />);
    await draw('Signature pad');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm & Continue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('Please sign below...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm & Continue' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('opening again starts at member-signing with nothing drawn', async () => {
    const props = { requireGuarantor: true, onCancel: jest.fn(), onConfirm: jest.fn() };
    const { rerender } = renderWithProviders(<SignatureDialog opened {...props} />);
    await draw('Signature pad');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm & Continue' }));
    expect(await screen.findByLabelText('Parent guarantor signature pad')).toBeInTheDocument();
    rerender(<SignatureDialog opened={false} {...props} />);
    rerender(<SignatureDialog opened {...props} />);
    expect(await screen.findByLabelText('Signature pad')).toBeInTheDocument();
    expect(screen.getByText('Please sign below...')).toBeInTheDocument();
    expect(screen.queryByText('Member signature captured.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm & Continue' })).toBeDisabled();
  });
});

describe('signaturePadWidth', () => {
  test('a phone narrower than the pad gets a pad as wide as its dialog; wider screens the full 350 px', () => {
    expect(signaturePadWidth(326.6)).toBe(326);
    expect(signaturePadWidth(600)).toBe(350);
    expect(signaturePadWidth(0)).toBe(350);
  });
});
