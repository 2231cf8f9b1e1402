-- Admin editing (issue 9): records the admin areas edit carry a version, so a save made from a
-- stale copy is refused (409) instead of overwriting someone else's change; the audit log, which
-- already records sign-ins, also records every create, update and delete of a record, with the
-- record before and after.
ALTER TABLE nomenclatures ADD COLUMN version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1);

ALTER TABLE audit_log ADD COLUMN resource TEXT;
ALTER TABLE audit_log ADD COLUMN record_id TEXT;
ALTER TABLE audit_log ADD COLUMN before_json TEXT;
ALTER TABLE audit_log ADD COLUMN after_json TEXT;
CREATE INDEX audit_log_record ON audit_log (resource, record_id, created_at);
CREATE INDEX audit_log_created ON audit_log (created_at);
