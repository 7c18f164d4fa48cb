// The payment-fields kit: the one way any page takes a card or a bank account (docs/architecture.md).
export * from './use-card-entry';
export * from './card-fields';
export * from './use-debit-entry';
export * from './debit-fields';
export * from './use-bsb-lookup';
export * from './use-promo-code';
export * from './promo-code-field';
export * from './payment-type-select';
export * from './payment-plan-fields';
