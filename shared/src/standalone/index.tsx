export * from './standalone-app';
export * from './demo-sign-in';
