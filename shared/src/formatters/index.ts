// React-free formatters: the server imports them too.
export * from './money';
export * from './dates';
export * from './ordinal';
