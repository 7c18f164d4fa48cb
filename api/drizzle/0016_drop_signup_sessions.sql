-- Issue 21: the online-join draft table was never written or read (join keeps its state in the
-- browser until "complete sign-up"); a dead table only misleads whoever reads the schema.
DROP TABLE IF EXISTS "signup_sessions";
