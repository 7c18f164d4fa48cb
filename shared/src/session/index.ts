export * from './types';
export * from './session-store';
export * from './club-time-zone';
