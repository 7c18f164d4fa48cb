/** The shop catalogue's queries (only this page reads them; a cart change does not touch them). */
export const shopKeys = {
  categories: (accountId: string) => ['shop', 'categories', accountId] as const,
  products: (accountId: string, categoryId: number, search: string) => ['shop', 'products', accountId, categoryId, search] as const,
};
