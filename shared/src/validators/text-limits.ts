// Length bounds of free-text fields, one table for the inputs' maxLength and the API's TypeBox
// maxLength, so the UI never lets through what the API then refuses.
export const TEXT_LIMITS = {
  personName: 100,
  email: 254,
  /** Fits '+61 412 345 678' and landlines with an extension. */
  phone: 20,
  address: 200,
  street: 200,
  suburb: 100,
  state: 10,
  postCode: 10,
  occupation: 100,
  employer: 100,
  cardName: 100,
  /** Bank account names: the swim student form allows 16 (docs/spec/bookings-commerce.md §5), others 32. */
  accountName: 32,
  studentAccountName: 16,
  promoCode: 40,
  /** Passwords: long passphrases are welcome; bounded so a request cannot carry megabytes into the hash. */
  password: 128,
} as const;

export type TextLimitName = keyof typeof TEXT_LIMITS;
