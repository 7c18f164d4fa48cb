// Portal composition (which remotes a club enables) and the demo outbox listing.
import { Type, type Static } from 'typebox';
import { DateTime } from './fields';

export const REMOTE_NAMES = ['mf-public', 'mf-account', 'mf-membership', 'mf-bookings', 'mf-swim', 'mf-shop', 'mf-club'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const RemoteEntrySchema = Type.Object({
  name: Type.String({ description: "e.g. 'mf-account'" }),
  scope: Type.String({ description: "Module Federation scope, e.g. 'mf_account'" }),
  entry: Type.String({ description: 'URL of the mf-manifest.json' }),
});
export type RemoteEntry = Static<typeof RemoteEntrySchema>;

export const RemotesPayloadSchema = Type.Array(RemoteEntrySchema);
export type RemotesPayload = Static<typeof RemotesPayloadSchema>;

export const OutboxQuerySchema = Type.Object({
  to: Type.Optional(Type.String({ maxLength: 254 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
});
export type OutboxQuery = Static<typeof OutboxQuerySchema>;

export const OutboxMessageSchema = Type.Object({
  id: Type.Integer(),
  channel: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  status: Type.String(),
  createdAt: DateTime,
});
export type OutboxMessage = Static<typeof OutboxMessageSchema>;
export const OutboxListSchema = Type.Array(OutboxMessageSchema);

export const HealthSchema = Type.Object({ status: Type.String() });
