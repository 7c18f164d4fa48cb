// One typed fetcher per notifications endpoint (api/src/modules/notifications/routes.ts).
import type { NotificationItem, NotificationPreference, PreferenceChange, UnreadCount } from '@portal/shared/contracts';
import { apiGet, apiPost, apiPut } from '@portal/shared/core';

export const fetchUnreadCount = () => apiGet<UnreadCount>('notifications/unread-count');
export const fetchNotifications = () => apiGet<NotificationItem[]>('notifications');
export const markNotificationRead = (id: number) => apiPost<'success'>(`notifications/${id}/read`);
export const markAllNotificationsRead = () => apiPost<'success'>('notifications/read-all');
export const fetchNotificationPreferences = () => apiGet<NotificationPreference[]>('notifications/preferences');
export const saveNotificationPreference = (change: PreferenceChange) => apiPut<NotificationPreference[]>('notifications/preferences', change);
