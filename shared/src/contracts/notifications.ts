// Notifications contracts: the in-app list and bell, and each member's preferences.
import { Type, type Static, type TBoolean } from 'typebox';
import { InstantText, RecordIdParamsSchema } from './fields';

/** Every event a member can be told about. */
export const NOTIFICATION_EVENTS = [
  'booked',
  'cancelled',
  'cancelled-by-club',
  'changed-by-club',
  'waitlisted',
  'promoted',
  'offered',
  'offer-expired',
  'reminder',
  'makeup-expiring',
  'payment-receipt',
  'payment-failed',
  'balance-outstanding',
  'membership-changed',
  'club-message',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** The member's words for each event (preferences page). */
export const NOTIFICATION_EVENT_LABELS: Record<NotificationEvent, string> = {
  booked: 'Booking confirmations',
  cancelled: 'Cancellations you make',
  'cancelled-by-club': 'Classes cancelled by the club',
  'changed-by-club': 'Classes the club moved or changed',
  waitlisted: 'Joining a waiting list',
  promoted: 'A waiting-list place for you',
  offered: 'A waiting-list place held for you',
  'offer-expired': 'A held place that expired',
  reminder: 'Reminders 24 hours before',
  'makeup-expiring': 'Make-up credits about to expire',
  'payment-receipt': 'Payment receipts',
  'payment-failed': 'Failed payments',
  'balance-outstanding': 'Outstanding balances',
  'membership-changed': 'Your membership: cancellations and freezes',
  'club-message': 'Messages from your club',
};

/** The events a member may switch off: reminders, news of money owed and the club's messages, nothing they acted on. */
const OPTIONAL_EVENTS: readonly NotificationEvent[] = ['reminder', 'makeup-expiring', 'balance-outstanding', 'club-message'];

/** Sent whatever the preferences say: they confirm or change something the member relies on. */
export const TRANSACTIONAL_EVENTS: readonly NotificationEvent[] = NOTIFICATION_EVENTS.filter((e) => !OPTIONAL_EVENTS.includes(e));

export const NOTIFICATION_CHANNEL_NAMES = ['email', 'sms', 'inapp'] as const;
export type NotificationChannelName = (typeof NOTIFICATION_CHANNEL_NAMES)[number];

export const ALWAYS_SENT_MESSAGE = 'This message is always sent.';
export const NOTIFICATION_NOT_FOUND_MESSAGE = 'Notification not found.';

const EventTypeSchema = Type.Enum(NOTIFICATION_EVENTS);
const ChannelSchema = Type.Enum(NOTIFICATION_CHANNEL_NAMES);

export const NotificationItemSchema = Type.Object({
  id: Type.Integer(),
  eventType: Type.String(),
  title: Type.String(),
  body: Type.String(),
  link: Type.String(),
  createdAt: InstantText,
  read: Type.Boolean(),
});
export type NotificationItem = Static<typeof NotificationItemSchema>;
export const NotificationListSchema = Type.Array(NotificationItemSchema);

export const UnreadCountSchema = Type.Object({ unread: Type.Integer() });
export type UnreadCount = Static<typeof UnreadCountSchema>;

export const NotificationIdParamsSchema = RecordIdParamsSchema;

/** One on/off switch per channel, keyed as NOTIFICATION_CHANNEL_NAMES. */
const ChannelSwitchFields: Record<NotificationChannelName, TBoolean> = {
  email: Type.Boolean(),
  sms: Type.Boolean(),
  inapp: Type.Boolean(),
};

export const NotificationPreferenceSchema = Type.Object({
  eventType: EventTypeSchema,
  label: Type.String(),
  transactional: Type.Boolean(),
  ...ChannelSwitchFields,
});
export type NotificationPreference = Static<typeof NotificationPreferenceSchema>;
export const NotificationPreferenceListSchema = Type.Array(NotificationPreferenceSchema);

export const PreferenceChangeSchema = Type.Object({
  eventType: EventTypeSchema,
  channel: ChannelSchema,
  enabled: Type.Boolean(),
});
export type PreferenceChange = Static<typeof PreferenceChangeSchema>;

/** m: a member recipient; u: a user with no member record (a guardian). Exactly one. */
export const UnsubscribeQuerySchema = Type.Object({
  m: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  u: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  e: Type.String({ maxLength: 40 }),
  t: Type.String({ maxLength: 100 }),
});
