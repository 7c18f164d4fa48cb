-- Every API instance keeps the sessions it has just read in memory (src/lib/session-cache.ts) and
-- forgets them all when the database says that something a session carries has changed: a session
-- revoked or deleted, a user's role, kind or person, a club's flags, remotes, zone or account id,
-- a member's or guardian's number. The triggers fire on every write path (the API's, a script's,
-- a hand-typed UPDATE), so no instance can go on trusting a revoked session. A session's
-- last_seen_at (written once a minute) is not among the columns: it changes nothing cached.
CREATE OR REPLACE FUNCTION portal_session_change_notice() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_session_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_change_notice
  AFTER UPDATE OF id, user_id, expires_at, revoked_at OR DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION portal_session_change_notice();
--> statement-breakpoint
CREATE TRIGGER users_change_notice
  AFTER UPDATE OF id, club_id, user_type, role, member_id, guardian_id, prospect_id OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION portal_session_change_notice();
--> statement-breakpoint
CREATE TRIGGER clubs_change_notice
  AFTER UPDATE OF id, account_id, flags, enabled_remotes, time_zone OR DELETE OR TRUNCATE ON clubs
  FOR EACH STATEMENT EXECUTE FUNCTION portal_session_change_notice();
--> statement-breakpoint
CREATE TRIGGER members_change_notice
  AFTER UPDATE OF id, member_number OR DELETE OR TRUNCATE ON members
  FOR EACH STATEMENT EXECUTE FUNCTION portal_session_change_notice();
--> statement-breakpoint
CREATE TRIGGER guardians_change_notice
  AFTER UPDATE OF id, member_number OR DELETE OR TRUNCATE ON guardians
  FOR EACH STATEMENT EXECUTE FUNCTION portal_session_change_notice();
