// Every table, one file per domain. drizzle-kit reads this file (see drizzle.config.ts).
export * from './clubs';
export * from './members';
export * from './auth';
export * from './outbox';
export * from './swim';
export * from './payments';
export * from './memberships';
export * from './promotions';
export * from './classes';
export * from './pt';
export * from './creche';
export * from './shop';
export * from './public';
export * from './kiosks';
export * from './club-console';
export * from './notifications';
export * from './timetable';
