// Route schemas of kiosk pairing and the ADMIN's device list.
import {
  KioskDeviceListSchema,
  KioskDeviceParamsSchema,
  KioskDeviceSchema,
  KioskPairBodySchema,
  KioskPairingCodeBodySchema,
  KioskPairingCodeSchema,
} from '@portal/shared/contracts';
import { Type } from 'typebox';
import { responses } from '../../lib/envelope';

const tags = ['kiosks'];
export const issuePairingCodeSchema = {
  tags,
  summary: 'ADMIN: a one-time code (10 minutes) that pairs one kiosk with the club',
  body: KioskPairingCodeBodySchema,
  response: responses(KioskPairingCodeSchema),
};
export const listDevicesSchema = { tags, summary: "ADMIN: the club's paired kiosks", response: responses(KioskDeviceListSchema) };
export const revokeDeviceSchema = {
  tags,
  summary: 'ADMIN: unpair a kiosk (its next request is 401)',
  params: KioskDeviceParamsSchema,
  response: responses(Type.Null()),
};
export const pairSchema = {
  tags,
  summary: 'Kiosk: trade a pairing code for the device cookie',
  body: KioskPairBodySchema,
  response: responses(KioskDeviceSchema),
};
export const deviceSchema = { tags, summary: 'Kiosk: the paired device (401 when not paired)', response: responses(KioskDeviceSchema) };
