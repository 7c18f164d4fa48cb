// Light core of @portal/shared: everything the sign-in path needs, without the UI pieces and
// their heavy dependencies (@mantine/dates + dayjs pickers, @mantine/form, signature_pad, ...).
// It is its own module-federation singleton (`@portal/shared/core`), so the session store, the
// event bus and the API client exist once whether an app imports the core or the full barrel.
// See docs/decisions/performance.md.
export * from './messages';
export * from './validators';
export * from './formatters';
export * from './session';
export * from './events';
export * from './api';
export * from './ui/notify/notify';
