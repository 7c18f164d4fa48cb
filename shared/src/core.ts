// Light core of @portal/shared: everything the sign-in path needs, without the UI pieces and
// their heavy dependencies (@mantine/dates + dayjs pickers, @mantine/form, signature_pad, ...).
// It is its own module-federation singleton (`@portal/shared/core`), so the session store, the
// event bus and the API client exist once whether an app imports the core or the full barrel.
// See docs/decisions/performance.md.
export * from './messages';
// The validators without the card rules: those need card-validator, which neither the sign-in
// path nor the dashboard uses; the full barrel (index.ts) adds them for the payment-fields kit.
export * from './validators/luhn';
export * from './validators/expiry';
export * from './validators/bank';
export * from './validators/text';
export * from './validators/dates';
export * from './validators/text-limits';
export * from './validators/mobile';
export * from './formatters';
export * from './session';
export * from './events';
export * from './api';
export * from './ui/notify/notify';
// A remote's route list needs only these: it runs before the remote-ui chunk (the rest of Mantine
// for remote pages) has arrived, so the page's own chunk is asked for alongside it.
export * from './ui/loading-text/loading-text';
export * from './ui/screen-matches/use-screen-matches';
export * from './ui/member-avatar/member-avatar';
export * from './ui/profile-card/profile-card-parts';
export * from './ui/profile-card/profile-card';
export * from './ui/first-screen/first-screen-parts';
export * from './ui/first-screen/first-screen';
export * from './ui/lazy-page/lazy-page';
export * from './ui/lazy-page/page-routes';
