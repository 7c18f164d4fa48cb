import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('notifications');

export const listSchema = route("The member's latest notifications (newest first)", {}, C.NotificationListSchema);
export const unreadCountSchema = route('How many notifications are unread (the bell)', {}, C.UnreadCountSchema);
export const markReadSchema = route('Marks one notification read', { params: C.NotificationIdParamsSchema }, C.SuccessPayloadSchema);
export const markAllReadSchema = route('Marks every notification read', {}, C.SuccessPayloadSchema);
export const preferencesSchema = route('Which events reach the member on which channel', {}, C.NotificationPreferenceListSchema);
export const setPreferenceSchema = route('Turns one event on one channel on or off (transactional e-mail and in-app always go)', { body: C.PreferenceChangeSchema }, C.NotificationPreferenceListSchema);
export const unsubscribeSchema = route('Unsubscribe link of a non-transactional e-mail (signed; no sign-in)', { querystring: C.UnsubscribeQuerySchema });
export const oneClickUnsubscribeSchema = route('One-click unsubscribe (RFC 8058) of a non-transactional e-mail (signed; no sign-in)', { querystring: C.UnsubscribeQuerySchema }, C.SuccessPayloadSchema);
