export * from './types';
export * from './session-store';
