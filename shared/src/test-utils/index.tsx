// Test utilities for every app's component tests. The polyfill must load before anything imports ky.
import './fetch-polyfill';

export * from '@testing-library/react';
export { default as userEvent } from '@testing-library/user-event';
export * from './render-with-providers';
export * from './mock-api';
export * from './server-state';
export * from './press-while-busy';
export * from './retype';
export * from './open-dialog';
export * from './fill-card-fields';
export { pinDeviceClock, restoreDeviceClock } from './device-clock';
export { installFetchPolyfill } from './fetch-polyfill';
