// The club's signed documents (ADMIN): versions, publishing a new one, who signed a version.
import { apiGet, apiPost } from '@portal/shared';
import type { DocumentSignature, DocumentVersion, DocumentVersionInput } from '@portal/shared/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const DOCUMENTS_KEY = ['club', 'documents'] as const;

export const useDocumentVersions = () => useQuery({ queryKey: DOCUMENTS_KEY, queryFn: () => apiGet<DocumentVersion[]>('club-console/documents') });

export const useSignatures = (id: number | null) =>
  useQuery({
    queryKey: [...DOCUMENTS_KEY, 'signatures', id],
    queryFn: () => apiGet<DocumentSignature[]>(`club-console/documents/${id}/signatures`),
    enabled: id !== null,
  });

export function usePublishDocument() {
  const client = useQueryClient();
  // Members are asked at their next sign-in, not on the page they have open: nothing to announce.
  return useMutation({
    mutationFn: (input: DocumentVersionInput) => apiPost<DocumentVersion>('club-console/documents', input),
    onSuccess: () => client.invalidateQueries({ queryKey: DOCUMENTS_KEY }),
  });
}
