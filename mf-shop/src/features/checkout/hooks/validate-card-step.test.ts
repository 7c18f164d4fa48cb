import { CHECKOUT_STEP1_MESSAGES } from '@portal/shared';
import { EMPTY_CARD, validateCardStep } from './validate-card-step';

test('step 1 messages come in the spec order', () => {
  const steps = [
    EMPTY_CARD,
    { ...EMPTY_CARD, nameOnCard: 'Jo Bloggs' },
    { ...EMPTY_CARD, nameOnCard: 'Jo Bloggs', cardNumber: '4242' },
    { ...EMPTY_CARD, nameOnCard: 'Jo Bloggs', cardNumber: '4242424242424242' },
    { ...EMPTY_CARD, nameOnCard: 'Jo Bloggs', cardNumber: '4242424242424242', expiryMonth: '08' },
    { ...EMPTY_CARD, nameOnCard: 'Jo Bloggs', cardNumber: '4242424242424242', expiryMonth: '08', expiryYear: '2030', cvv: '12' },
  ];
  expect(steps.map(validateCardStep)).toEqual([...CHECKOUT_STEP1_MESSAGES]);
  expect(validateCardStep({ nameOnCard: 'Jo', cardNumber: '4242424242424242', expiryMonth: '08', expiryYear: '2030', cvv: '123' })).toBeNull();
});
