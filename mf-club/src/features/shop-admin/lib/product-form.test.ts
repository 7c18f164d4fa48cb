import { CATEGORY_REQUIRED_MESSAGE, PRICE_MESSAGE, STOCK_MESSAGE } from '@portal/shared';
import { newProduct, productInput, validateProduct } from './product-form';

test('a product without a category, with a price of -1 and a negative stock, gets each message on its field', () => {
  expect(validateProduct({ ...newProduct([]), name: 'Shaker', priceCents: -1, stock: -2 })).toEqual({
    categoryId: CATEGORY_REQUIRED_MESSAGE,
    priceCents: PRICE_MESSAGE,
    stock: STOCK_MESSAGE,
  });
});

test('the price typed in dollars goes to the API in cents', () => {
  expect(productInput({ ...newProduct([{ id: 4, name: 'Drinks', sortOrder: 0, productCount: 0 }]), name: 'Water', priceCents: 3.5 })).toMatchObject({ categoryId: 4, priceCents: 350 });
});
