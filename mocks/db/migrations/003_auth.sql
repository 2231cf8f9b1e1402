-- Password-reset codes (stored hashed, spec §5: 6 digits) and the audit trail.
CREATE TABLE password_reset_codes (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  code_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  spent_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX password_reset_codes_user ON password_reset_codes (user_id, spent_at);

CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users (id),
  action TEXT NOT NULL,
  detail TEXT,
  ip TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX audit_log_user ON audit_log (user_id, created_at);
