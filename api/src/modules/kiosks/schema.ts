// Route schemas of kiosk pairing and the ADMIN's device list.
import * as C from '@portal/shared/contracts';
import { Type } from 'typebox';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('kiosks');
export const issuePairingCodeSchema = route('ADMIN: a one-time code (10 minutes) that pairs one kiosk with the club', { body: C.KioskPairingCodeBodySchema }, C.KioskPairingCodeSchema);
export const listDevicesSchema = route("ADMIN: the club's paired kiosks", {}, C.KioskDeviceListSchema);
export const revokeDeviceSchema = route('ADMIN: unpair a kiosk (its next request is 401)', { params: C.KioskDeviceParamsSchema }, Type.Null());
export const pairSchema = route('Kiosk: trade a pairing code for the device cookie', { body: C.KioskPairBodySchema }, C.KioskDeviceSchema);
export const deviceSchema = route('Kiosk: the paired device (401 when not paired)', {}, C.KioskDeviceSchema);
