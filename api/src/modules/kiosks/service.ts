// Kiosk pairing: an ADMIN issues a one-time code for their club; the kiosk trades it for a device
// token (kept in an HttpOnly cookie); the ADMIN lists and revokes devices. Only hashes are stored.
export { deviceForToken, issuePairingCode, listDevices, pairDevice, PAIRING_CODE_TTL_MS, revokeDevice, type PairedDevice } from './repo';
