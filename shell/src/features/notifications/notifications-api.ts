// One typed fetcher per notifications endpoint (api/src/modules/notifications/routes.ts), and the query hooks.
import type { NotificationItem, NotificationPreference, PreferenceChange, UnreadCount } from '@portal/shared/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '@portal/shared/core';
import { serverKeys } from '@portal/shared/query';

const fetchUnreadCount = () => apiGet<UnreadCount>('notifications/unread-count');
const fetchNotifications = () => apiGet<NotificationItem[]>('notifications');
export const markNotificationRead = (id: number) => apiPost<'success'>(`notifications/${id}/read`);
export const markAllNotificationsRead = () => apiPost<'success'>('notifications/read-all');
const fetchNotificationPreferences = () => apiGet<NotificationPreference[]>('notifications/preferences');
const saveNotificationPreference = (change: PreferenceChange) => apiPut<NotificationPreference[]>('notifications/preferences', change);

// Under the notifications root: `notifications:changed` (any app) refreshes every one of them.
const keys = {
  unread: [...serverKeys.notifications, 'unread-count'],
  list: [...serverKeys.notifications, 'list'],
  preferences: [...serverKeys.notifications, 'preferences'],
};

/** The bell's unread count: polled while the portal is open, and again when the window regains focus. */
export function useUnreadCountQuery(pollMs: number) {
  return useQuery({ queryKey: keys.unread, queryFn: fetchUnreadCount, refetchInterval: pollMs, refetchOnWindowFocus: true });
}

/** A count another page already knows (after "Mark all as read"), shown before the refetch. */
export function useSetUnreadCount() {
  const client = useQueryClient();
  return (unread: number) => client.setQueryData<UnreadCount>(keys.unread, { unread });
}

export function useNotificationsQuery(enabled = true) {
  return useQuery({ queryKey: keys.list, queryFn: fetchNotifications, enabled });
}

export function useNotificationPreferencesQuery() {
  return useQuery({ queryKey: keys.preferences, queryFn: fetchNotificationPreferences });
}

/** Saves one switch; the answer is the whole new list, put straight into the cache. */
export function useSavePreferenceMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreference,
    onSuccess: (prefs) => client.setQueryData(keys.preferences, prefs),
  });
}
