// Signed documents as versions: after sign-in, a member is asked to sign each version in force they
// have not signed (a first signature, or a new version the club asks everyone to sign again). The
// answer is the server's (GET /documents/pending); "Later" asks again at the next sign-in.
import { Button, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { apiGet, apiPost, Dialog, errorMessage, useSession } from '@portal/shared';
import type { DocumentVersion } from '@portal/shared/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

const pendingKey = (memberNumber: string | null) => ['documents', 'pending', memberNumber] as const;

export function DocumentsToSign() {
  const memberNumber = useSession((s) => s.memberNumber);
  const userId = useSession((s) => s.user?.userId ?? 0);
  const role = useSession((s) => s.user?.role);
  const [later, setLater] = useState(false);
  // Only members sign; the console's STAFF and ADMIN logins are asked nothing here.
  const enabled = Boolean(memberNumber) && role !== 'STAFF' && role !== 'ADMIN';
  const pending = useQuery({
    queryKey: pendingKey(memberNumber),
    queryFn: () => apiGet<DocumentVersion[]>(`/documents/pending/${encodeURIComponent(memberNumber ?? '')}`),
    enabled,
    retry: false,
    staleTime: Infinity,
  });
  const sign = useMutation({
    mutationFn: (id: number) => apiPost<DocumentVersion>(`/documents/${id}/sign`, { userId, signature: '' }),
    onSuccess: () => pending.refetch(),
  });
  const doc = pending.data?.[0];
  if (!enabled || !doc || later) return null;
  return (
    <Dialog opened onClose={() => setLater(true)} title={`Please sign: ${doc.title} (version ${doc.version})`} size="lg" closeOnClickOutside={false}>
      <Stack>
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
          <Button loading={sign.isPending} onClick={() => sign.mutate(doc.id)}>
            I agree and sign
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
