import {
  CHECKOUT_CVV,
  CHECKOUT_EXPIRY_MONTH,
  CHECKOUT_EXPIRY_YEAR,
  CHECKOUT_NAME_REQUIRED,
  CHECKOUT_NUMBER_REQUIRED,
  REQUIRED,
  type CardFieldErrors,
  type CardValues,
} from '@portal/shared';

/**
 * Step 1's summary line in the spec's words and order (docs/spec/bookings-commerce.md §5), from the kit's
 * per-field errors (which stay under the fields). A rule the spec has no text for (an expired
 * card, a number of the wrong length for its brand) is named by the kit's own message.
 */
export function cardStepMessage(values: CardValues, errors: CardFieldErrors): string | null {
  if (errors.nameOnCard) return values.nameOnCard.trim() ? errors.nameOnCard : CHECKOUT_NAME_REQUIRED;
  if (errors.number) return values.number ? errors.number : CHECKOUT_NUMBER_REQUIRED;
  if (errors.expiryMonth) return errors.expiryMonth === REQUIRED ? CHECKOUT_EXPIRY_MONTH : errors.expiryMonth;
  if (errors.expiryYear) return CHECKOUT_EXPIRY_YEAR;
  if (errors.cvv) return CHECKOUT_CVV;
  return null;
}
