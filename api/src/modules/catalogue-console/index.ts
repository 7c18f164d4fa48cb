// The membership catalogue of the club console: what other modules (the seed, the onboarding
// checklist) may call.
export { catalogueConsoleRoutes } from './routes';
export {
  createAddon,
  createMembershipType,
  listAddons,
  listMembershipTypes,
  assertValid,
  clubBasics,
  type ConsoleActor,
  type SeedOptions,
} from './service';
export { createPromoCode, listPromoCodes } from './promo-codes';
export { createVoucher, listVouchers } from './vouchers';
export { storedPicture } from './picture';
