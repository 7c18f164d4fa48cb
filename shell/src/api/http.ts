// The shell's only door to the shared API client, so a contract change is adapted in one place.
export { apiGet, apiPost } from '@portal/shared/core';
