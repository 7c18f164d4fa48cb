import { Type } from 'typebox';
import {
  NotificationIdParamsSchema,
  NotificationListSchema,
  NotificationPreferenceListSchema,
  PreferenceChangeSchema,
  UnreadCountSchema,
  UnsubscribeQuerySchema,
} from '@portal/shared/contracts';
import { responses } from '../../lib/envelope';

const tags = ['notifications'];

export const listSchema = { tags, summary: "The member's latest notifications (newest first)", response: responses(NotificationListSchema) };
export const unreadCountSchema = { tags, summary: 'How many notifications are unread (the bell)', response: responses(UnreadCountSchema) };
export const markReadSchema = { tags, summary: 'Marks one notification read', params: NotificationIdParamsSchema, response: responses(Type.Literal('success')) };
export const markAllReadSchema = { tags, summary: 'Marks every notification read', response: responses(Type.Literal('success')) };
export const preferencesSchema = { tags, summary: 'Which events reach the member on which channel', response: responses(NotificationPreferenceListSchema) };
export const setPreferenceSchema = {
  tags,
  summary: 'Turns one event on one channel on or off (transactional e-mail and in-app always go)',
  body: PreferenceChangeSchema,
  response: responses(NotificationPreferenceListSchema),
};
export const unsubscribeSchema = { tags, summary: 'Unsubscribe link of a non-transactional e-mail (signed; no sign-in)', querystring: UnsubscribeQuerySchema };
