// React-free message catalogue: the server imports it too.
export * from './validation';
export * from './auth';
export * from './children';
export * from './membership';
export * from './payments';
export * from './bookings';
export * from './swim';
export * from './shop';
export * from './common';
export * from './access';
export * from './quotas';
export * from './sign-in-security';
export * from './cancellation';
