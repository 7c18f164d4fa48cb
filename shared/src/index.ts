// Browser barrel of @portal/shared. Named re-exports only, so bundlers can tree-shake.
export * from './messages';
export * from './validators';
export * from './formatters';
export * from './session';
export * from './events';
export * from './api';
export * from './ui';
export * from './ui/child-dialog/child-dialog';
