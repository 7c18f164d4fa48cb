import { Alert, Button, ColorInput, FileInput, Loader, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { BRANDING_TEXT_LIMITS } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import type { ClubBranding } from '@portal/shared/contracts';
import { getBranding, brandingKey } from '../api/get-branding';
import { saveBranding } from '../api/save-branding';
import { PortalPreview } from './portal-preview';
import { errorMessage } from '@portal/shared';

const COLOURS: Array<[keyof ClubBranding, string]> = [
  ['primaryBackgroundColor', 'Primary background colour'],
  ['primaryTextColor', 'Primary text colour'],
  ['secondaryBackgroundColor', 'Secondary background colour'],
  ['secondaryTextColor', 'Secondary text colour'],
  ['thirdBackgroundColor', 'Third background colour'],
];
const DETAILS: Array<[keyof typeof BRANDING_TEXT_LIMITS, string]> = [
  ['clubName', 'Club name'],
  ['email', 'E-mail'],
  ['phone', 'Phone'],
  ['street', 'Street'],
  ['suburb', 'Suburb'],
  ['state', 'State'],
  ['postCode', 'Post code'],
];

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file.'));
    reader.readAsDataURL(file);
  });
}

/** Branding: colours, logo and club details, previewed as members will see them. */
export function BrandingPage() {
  const query = useQuery({ queryKey: brandingKey, queryFn: getBranding });
  // The edited draft; the saved branding until the first change.
  const [draft, setB] = useState<ClubBranding | null>(null);
  const b = draft ?? query.data ?? null;
  const [saveStatus, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const status = saveStatus ?? (query.error ? { ok: false, text: errorMessage(query.error) } : null);
  if (!b) return status ? <Alert color="red">{status.text}</Alert> : <Loader aria-label="Loading" />;
  const set = (key: keyof ClubBranding, value: string) => setB({ ...b, [key]: value });

  const onSave = async (e: FormEvent) => {
    e.preventDefault();
    try {
      setB(await saveBranding(b));
      setStatus({ ok: true, text: 'Branding saved. Members see it when they next open the portal.' });
    } catch (err) {
      setStatus({ ok: false, text: errorMessage(err) });
    }
  };

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <form onSubmit={(e) => void onSave(e)}>
          <Stack>
            <Title order={3}>Colours and logo</Title>
            {COLOURS.map(([key, label]) => (
              <ColorInput key={key} label={label} format="hex" withEyeDropper={false} value={b[key]} onChange={(v) => set(key, v)} />
            ))}
            <FileInput
              label="Logo (PNG)"
              accept="image/png"
              clearable
              onChange={(file) => {
                if (file) void readBase64(file).then((data) => set('logoPng', data));
                else set('logoPng', '');
              }}
            />
            <Title order={3}>Club details</Title>
            {DETAILS.map(([key, label]) => (
              <TextInput key={key} label={label} maxLength={BRANDING_TEXT_LIMITS[key]} required={key === 'clubName'} value={b[key]} onChange={(e) => set(key, e.currentTarget.value)} />
            ))}
            <Button type="submit">Save branding</Button>
            <div role="status" aria-live="polite">
              {status && <Alert color={status.ok ? 'green' : 'red'}>{status.text}</Alert>}
            </div>
          </Stack>
        </form>
        <Stack>
          <Title order={3}>Preview</Title>
          <PortalPreview b={b} />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
