// The visits module: its routes plugin and what other modules may call.
export { ageOn, findOrCreateProspect, GUARANTOR_REQUIRED, normalEmail, signaturePng } from './prospect';
export { publicVisitRoutes } from './routes';
export { visitSettingsOf } from './settings';
