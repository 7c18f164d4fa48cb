// Kiosk devices: a club ADMIN issues a one-time pairing code, the kiosk exchanges it for a
// long-lived device token (an HttpOnly cookie on the check-in API path), the ADMIN lists and
// revokes paired devices. The check-in calls themselves are in ./public.
import { Type, type Static } from 'typebox';
import { TEXT_LIMITS } from '../validators/text-limits';
import { ClubNameFields, Nullable, RecordIdParamsSchema } from './fields';

export const KIOSK_NOT_PAIRED_MESSAGE = 'This kiosk is not paired. Ask a club admin for a pairing code.';
export const KIOSK_PAIRING_CODE_INVALID_MESSAGE = 'That pairing code is not valid or has expired. Ask a club admin for a new one.';
export const KIOSK_OTHER_CLUB_MESSAGE = 'This kiosk is paired with another club.';
export const KIOSK_DEVICE_NOT_FOUND_MESSAGE = 'Kiosk not found.';

const DeviceName = Type.String({ minLength: 1, maxLength: TEXT_LIMITS.deviceName, description: 'Where the kiosk stands, e.g. "Front desk"' });

export const KioskPairingCodeBodySchema = Type.Object({ deviceName: DeviceName });
export type KioskPairingCodeBody = Static<typeof KioskPairingCodeBodySchema>;

export const KioskPairingCodeSchema = Type.Object({
  /** Shown once to the ADMIN, typed on the kiosk: eight letters and digits, e.g. "K7PM-3XQA". */
  code: Type.String(),
  deviceName: Type.String(),
  /** ISO instant after which the code no longer pairs. */
  expiresAt: Type.String(),
});
export type KioskPairingCode = Static<typeof KioskPairingCodeSchema>;

export const KioskPairBodySchema = Type.Object({ code: Type.String({ maxLength: TEXT_LIMITS.pairingCode }) });
export type KioskPairBody = Static<typeof KioskPairBodySchema>;

/** What a paired kiosk knows about itself. */
export const KioskDeviceSchema = Type.Object({
  deviceName: Type.String(),
  ...ClubNameFields,
});
export type KioskDevice = Static<typeof KioskDeviceSchema>;

export const KioskDeviceListItemSchema = Type.Object({
  id: Type.Integer(),
  deviceName: Type.String(),
  pairedAt: Type.String(),
  lastSeenAt: Nullable(Type.String()),
});
export type KioskDeviceListItem = Static<typeof KioskDeviceListItemSchema>;
export const KioskDeviceListSchema = Type.Array(KioskDeviceListItemSchema);

export const KioskDeviceParamsSchema = RecordIdParamsSchema;
