// The membership catalogue of the club console: what other modules (the seed, the onboarding
// checklist) may call.
export { catalogueConsoleRoutes } from './routes';
export {
  createAddon,
  createMembershipType,
  createPromoCode,
  createVoucher,
  listAddons,
  listMembershipTypes,
  listPromoCodes,
  listVouchers,
  assertValid,
  clubBasics,
  type ConsoleActor,
  type SeedOptions,
} from './service';
export { storedPicture } from './picture';
