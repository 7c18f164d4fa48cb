// The card half of the payment-fields kit: @mantine/form state with the one set of card rules
// (validators/card-rules.ts, also what the API runs), errors under each field.
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useCallback } from 'react';
import { cardFieldOfMessage, cardTypeFromNumber, validateCardValues, type CardValues } from '../../validators';

export const EMPTY_CARD_VALUES: CardValues = { nameOnCard: '', number: '', expiryMonth: '', expiryYear: '', cvv: '' };

/** The typed card as every card payload of the API names it. */
export interface CardBody {
  ccNumber: string;
  ccNameOnCard: string;
  ccExpiryMonth: string;
  ccExpiryYear: string;
  cccVv: string;
  cardType?: string;
}

export type CardForm = UseFormReturnType<CardValues>;

export interface CardEntry {
  form: CardForm;
  /** Validates every field (errors appear under them); the body to send, or null. */
  check: () => CardBody | null;
  /** Puts a server message about the card on its field; false when it concerns no card field. */
  showServerError: (message: string) => boolean;
  reset: () => void;
}

export function cardBodyOf(values: CardValues): CardBody {
  return {
    ccNumber: values.number,
    ccNameOnCard: values.nameOnCard.trim(),
    ccExpiryMonth: values.expiryMonth,
    ccExpiryYear: values.expiryYear,
    cccVv: values.cvv,
    cardType: cardTypeFromNumber(values.number) ?? undefined,
  };
}

export function useCardEntry(initial: Partial<CardValues> = {}): CardEntry {
  const form = useForm<CardValues>({
    mode: 'controlled',
    initialValues: { ...EMPTY_CARD_VALUES, ...initial },
    validate: (values) => validateCardValues(values),
  });
  const check = useCallback(() => (form.validate().hasErrors ? null : cardBodyOf(form.getValues())), [form]);
  const showServerError = useCallback(
    (message: string) => {
      const field = cardFieldOfMessage(message);
      if (field) form.setFieldError(field, message);
      return field !== null;
    },
    [form],
  );
  return { form, check, showServerError, reset: form.reset };
}
