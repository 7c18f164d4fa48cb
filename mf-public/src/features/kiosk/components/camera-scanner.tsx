// Camera barcode scanning with @zxing/browser (maintained port of ZXing; CODE128 and QR), loaded
// only when the desk turns the camera on.
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@mantine/core';

export function CameraScanner({ onScan }: { onScan: (value: string) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('@zxing/browser')
      .then(async ({ BrowserMultiFormatReader }) => {
        const reader = new BrowserMultiFormatReader();
        const controls = await reader.decodeFromVideoDevice(undefined, videoRef.current!, (result) => {
          if (result) onScan(result.getText());
        });
        if (cancelled) controls.stop();
        else stop = () => controls.stop();
      })
      .catch(() => setError('The camera is not available. Type the barcode or search by name instead.'));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [onScan]);
  return error ? <Alert color="yellow">{error}</Alert> : <video ref={videoRef} aria-label="Camera preview" style={{ width: '100%', maxHeight: 320, background: '#000' }} muted playsInline />;
}
