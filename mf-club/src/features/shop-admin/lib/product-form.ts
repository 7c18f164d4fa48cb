import { categoryErrors, productErrors } from '@portal/shared';
import type { CategoryInput, ConsoleCategory, ConsoleProduct, ProductInput } from '@portal/shared/contracts';
import { toCents, toDollars } from '../../../common/money';

export type ProductValues = Omit<ProductInput, 'priceCents' | 'categoryId'> & { priceCents: number | string; categoryId: string };
export const newProduct = (categories: ConsoleCategory[]): ProductValues => ({
  categoryId: categories[0] ? String(categories[0].id) : '',
  name: '',
  description: '',
  image: '',
  priceCents: '',
  stock: 0,
  active: true,
});
export const productValues = (p: ConsoleProduct): ProductValues => ({
  categoryId: String(p.categoryId), name: p.name, description: p.description, image: p.image, priceCents: toDollars(p.priceCents), stock: p.stock, active: p.active,
});
export const productInput = (v: ProductValues): ProductInput => ({ ...v, categoryId: Number(v.categoryId) || 0, priceCents: toCents(v.priceCents), stock: Number(v.stock) });
export const validateProduct = (v: ProductValues) => productErrors(productInput(v));

export const NEW_CATEGORY: CategoryInput = { name: '', sortOrder: 0 };
export const validateCategory = (v: CategoryInput) => categoryErrors(v);
