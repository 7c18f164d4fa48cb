import { Alert, Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { TEXT_LIMITS } from '@portal/shared';
import type { MemberNameMatch } from '@portal/shared/contracts';
import { deskCheckIn } from '../api/desk-check-in';
import { searchDeskMembers } from '../api/search-members';
import { errorMessage } from '@portal/shared';
import { ConsoleSection } from '../../../common/console-section';

/** Check a member in at the desk: scan or type the barcode, or find them by name. */
export function CheckInPanel() {
  const [barcode, setBarcode] = useState('');
  const [name, setName] = useState('');
  const [matches, setMatches] = useState<MemberNameMatch[]>([]);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const checkIn = async (body: { barcode?: string; memberNumber?: string }) => {
    try {
      const r = await deskCheckIn(body);
      setResult({ ok: true, text: `${r.displayName} (${r.memberNumber}): ${r.message}` });
      setBarcode('');
      setMatches([]);
    } catch (e) {
      setResult({ ok: false, text: errorMessage(e) });
    }
  };
  const onBarcode = (e: FormEvent) => {
    e.preventDefault();
    void checkIn({ barcode });
  };
  const onSearch = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const found = await searchDeskMembers(name);
      setMatches(found);
      setResult(found.length ? null : { ok: false, text: 'No member found.' });
    } catch (err) {
      setResult({ ok: false, text: errorMessage(err) });
    }
  };

  return (
    <ConsoleSection title="Check a member in" framed>
      <form onSubmit={onBarcode}>
        <Group align="flex-end">
          <TextInput maxLength={TEXT_LIMITS.barcode} label="Barcode or member number" value={barcode} onChange={(e) => setBarcode(e.currentTarget.value)} />
          <Button type="submit">Check in</Button>
        </Group>
      </form>
      <form onSubmit={(e) => void onSearch(e)}>
        <Group align="flex-end">
          <TextInput maxLength={TEXT_LIMITS.memberNameSearch} label="Member name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
          <Button type="submit" variant="outline">
            Find
          </Button>
        </Group>
      </form>
      {matches.length > 0 && (
        <Group>
          {matches.map((m) => (
            <Button key={m.memberNumber} variant="light" onClick={() => void checkIn({ memberNumber: m.memberNumber })}>
              Check in {m.displayName} ({m.memberNumber})
            </Button>
          ))}
        </Group>
      )}
      <div role="status" aria-live="polite">
        {result && <Alert color={result.ok ? 'green' : 'red'}>{result.text}</Alert>}
      </div>
    </ConsoleSection>
  );
}
