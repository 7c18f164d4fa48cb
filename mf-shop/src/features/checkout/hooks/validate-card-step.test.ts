import { CHECKOUT_STEP1_MESSAGES, EMPTY_CARD_VALUES, validateCardValues, type CardValues } from '@portal/shared';
import { cardStepMessage } from './validate-card-step';

const message = (v: CardValues) => cardStepMessage(v, validateCardValues(v));
const nextYear = String(new Date().getFullYear() + 1);

test('step 1 messages come in the spec order', () => {
  const base = { ...EMPTY_CARD_VALUES, nameOnCard: 'Jo Bloggs' };
  expect(message(EMPTY_CARD_VALUES)).toBe(CHECKOUT_STEP1_MESSAGES[0]);
  expect(message(base)).toBe(CHECKOUT_STEP1_MESSAGES[1]);
  expect(message({ ...base, number: '4242424242424242' })).toBe('Please select expiry month.');
  expect(message({ ...base, number: '4242424242424242', expiryMonth: '08' })).toBe('Please select expiry year.');
  expect(message({ ...base, number: '4242424242424242', expiryMonth: '08', expiryYear: nextYear, cvv: '12' })).toBe('Please enter valid cvv.');
  expect(message({ ...base, number: '4242424242424242', expiryMonth: '08', expiryYear: nextYear, cvv: '123' })).toBeNull();
});

test('Amex and Diners pass step 1 (the 16-digit rule refused them)', () => {
  const card = { nameOnCard: 'Jo Bloggs', expiryMonth: '08', expiryYear: nextYear };
  expect(message({ ...card, number: '378282246310005', cvv: '1234' })).toBeNull();
  expect(message({ ...card, number: '30569309025904', cvv: '123' })).toBeNull();
});

test('an expired card is named at step 1', () => {
  const lastYear = String(new Date().getFullYear() - 1);
  expect(message({ nameOnCard: 'Jo', number: '4242424242424242', expiryMonth: '12', expiryYear: lastYear, cvv: '123' })).toBe('Card has expired.');
});
