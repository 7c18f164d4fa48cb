// Pure, React-free validators: the server imports them too.
export * from './luhn';
export * from './card-type';
export * from './card-rules';
export * from './expiry';
export * from './cvv';
export * from './bank';
export * from './text';
export * from './dates';
export * from './text-limits';
export * from './mobile';
export * from './catalogue-rules';
export * from './school-rules';
export * from './freeze-rules';
