// The club's member imports (ADMIN): upload, mapping, preview, start, and the import's progress.
// The console's own data: no member page reads it, so writes refresh the console's keys only.
import { ApiError, apiGet, apiPost, apiPut, getApiClient } from '@portal/shared';
import type { Envelope, ImportMapping, ImportPreview, MemberImport } from '@portal/shared/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const IMPORTS_KEY = ['club', 'member-imports'] as const;
const importKey = (id: number) => [...IMPORTS_KEY, id] as const;

/** POST multipart (field 'file'): the server stores the file as it streams and answers the import with its guessed mapping. */
async function uploadImportFile(file: File): Promise<MemberImport> {
  const client = await getApiClient();
  const body = new FormData();
  body.append('file', file);
  try {
    return (await client.post('club-console/member-imports', { body, timeout: false }).json<Envelope<MemberImport>>()).payload;
  } catch (error) {
    const data = (error as { data?: Envelope<unknown>; response?: Response }).data;
    throw new ApiError((error as { response?: Response }).response?.status ?? 0, data?.errors?.message || 'The file could not be uploaded.');
  }
}

export function useImports() {
  return useQuery({ queryKey: IMPORTS_KEY, queryFn: () => apiGet<MemberImport[]>('club-console/member-imports') });
}

/** One import; polled every second while its batches run (the progress bar). */
export function useImport(id: number | null) {
  return useQuery({
    queryKey: importKey(id ?? 0),
    queryFn: () => apiGet<MemberImport>(`club-console/member-imports/${id}`),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'importing' ? 1000 : false),
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: IMPORTS_KEY });
}

export function useUploadMutation() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: uploadImportFile, onSuccess: refresh });
}

export function useMappingMutation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, mapping }: { id: number; mapping: ImportMapping }) => apiPut<MemberImport>(`club-console/member-imports/${id}/mapping`, mapping),
    onSuccess: refresh,
  });
}

export function usePreviewMutation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiGet<ImportPreview>(`club-console/member-imports/${id}/preview`, { timeout: false }),
    onSuccess: refresh,
  });
}

export function useStartMutation() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => apiPost<MemberImport>(`club-console/member-imports/${id}/start`), onSuccess: refresh });
}

/** A failed import goes on from where it stopped; the rows it imported stay. */
export function useResumeMutation() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => apiPost<MemberImport>(`club-console/member-imports/${id}/resume`), onSuccess: refresh });
}
