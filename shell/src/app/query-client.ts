import { createPortalQueryClient } from '@portal/shared/query';

/**
 * The portal's one query client. The shell provides it (app.tsx) and every remote's hooks find it
 * through the shared @tanstack/react-query context; the event bridge invalidates it.
 */
export const queryClient = createPortalQueryClient();
