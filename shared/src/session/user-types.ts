// The user type codes (docs/spec/account-core.md §9): 5 student/guardian, 6 prospect, anything
// else a member. A module of their own, without imports, so the shell's entry chunk can read them
// (`@portal/shared/user-types`) without loading the store.

export const USER_TYPE_GUARDIAN = 5;
export const USER_TYPE_PROSPECT = 6;
