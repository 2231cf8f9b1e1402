-- Sessions (issue 31): a session token names its row (the `sid` claim) and is honoured only while
-- the row exists. Signing out deletes the row; a new password (reset, temporary password) or a
-- locked account deletes all of the user's rows, whichever code path makes the change. The live
-- broker closes the connections of a session that is gone.
CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL
);
CREATE INDEX sessions_by_user ON sessions(user_id);

CREATE TRIGGER sessions_end_with_new_password AFTER UPDATE OF password_hash ON users
  WHEN NEW.password_hash IS NOT OLD.password_hash
BEGIN
  DELETE FROM sessions WHERE user_id = NEW.id;
END;

CREATE TRIGGER sessions_end_with_lock AFTER UPDATE OF is_active ON users
  WHEN NEW.is_active = 0
BEGIN
  DELETE FROM sessions WHERE user_id = NEW.id;
END;
