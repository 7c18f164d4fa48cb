// Signed documents as versions: after sign-in, a member is asked to sign each version in force they
// have not signed (a first signature, or a new version the club asks everyone to sign again). The
// answer is the server's (GET /documents/pending); "Later" asks again at the next sign-in. A waiver
// or contract of a minor of the household is signed by the payer or swim guardian "on behalf of" them.
import { Button, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { apiGet, apiPost, Dialog, errorMessage, useSession } from '@portal/shared';
import type { DocumentVersion, PendingDocument } from '@portal/shared/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

const pendingKey = (memberNumber: string | null) => ['documents', 'pending', memberNumber] as const;

export function DocumentsToSign() {
  const memberNumber = useSession((s) => s.memberNumber);
  const userId = useSession((s) => s.user?.userId ?? 0);
  const role = useSession((s) => s.user?.role);
  const [later, setLater] = useState(false);
  // Members and swim guardians sign; the console's STAFF and ADMIN logins are asked nothing here.
  const enabled = Boolean(memberNumber) && role !== 'STAFF' && role !== 'ADMIN';
  const pending = useQuery({
    queryKey: pendingKey(memberNumber),
    queryFn: () => apiGet<PendingDocument[]>(`/documents/pending/${encodeURIComponent(memberNumber ?? '')}`),
    enabled,
    retry: false,
    staleTime: Infinity,
  });
  const sign = useMutation({
    mutationFn: (doc: PendingDocument) =>
      apiPost<DocumentVersion>(`/documents/${doc.id}/sign`, { userId, signature: '', ...(doc.forNumber ? { forNumber: doc.forNumber } : {}) }),
    onSuccess: () => pending.refetch(),
  });
  const doc = pending.data?.[0];
  if (!enabled || !doc || later) return null;
  return (
    <Dialog opened onClose={() => setLater(true)} title={`Please sign: ${doc.title} (version ${doc.version})`} size="lg" closeOnClickOutside={false}>
      <Stack>
        {doc.forName && <Text fw={600}>On behalf of {doc.forName}</Text>}
        <Text size="sm">{doc.version > 1 ? 'The club has a new version of this document and asks you to sign it.' : 'The club asks you to sign this document.'}</Text>
        <ScrollArea.Autosize mah={320}>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{doc.body}</Text>
        </ScrollArea.Autosize>
        {sign.error && (
          <Text c="red" role="alert">
            {errorMessage(sign.error)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setLater(true)}>
            Later
          </Button>
          <Button loading={sign.isPending} onClick={() => sign.mutate(doc)}>
            {doc.forName ? `I agree and sign on behalf of ${doc.forName}` : 'I agree and sign'}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
