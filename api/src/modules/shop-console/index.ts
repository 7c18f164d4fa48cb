// The shop of the club console: what other modules (the seed, the onboarding checklist) may call.
export { shopConsoleRoutes } from './routes';
export { createCategory, createProduct, listCategories, listProducts } from './service';
