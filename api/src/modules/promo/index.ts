// The promo module: its routes plugin and what other modules may call.
export { promoRoutes } from './routes';
export { countPromoUse, describePromo, type PromoRow, requireValidPromo, toFeePromo } from './service';
