// TypeBox contracts shared by the API routes and the browser fetchers (browser: `import type` only).
export * from './envelope';
export * from './auth';
export * from './club';
export * from './portal';
export * from './payments';
export * from './shop';
export * from './swim';
export * from './account';
export * from './bookings';
export * from './membership';
export * from './public';
export * from './kiosk';
export * from './club-console';
export * from './notifications';
export * from './home';
export * from './catalogue-console';
export * from './staff-accounts';
