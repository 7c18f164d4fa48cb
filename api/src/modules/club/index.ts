// The club module: its routes plugin and what other modules may call.
export { clubContact, themeColours } from './club-details';
export { ADMIN_LINK_TTL_HOURS, adminLink, createClub, CreateClubError, NEW_CLUB_FLAGS, NEW_CLUB_THEME } from './create-club';
export { findClubById } from './repo';
export { clubRoutes } from './routes';
export { normaliseFlags } from './service';
