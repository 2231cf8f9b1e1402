-- Grade rectification (issue 15, and issue 9's rule: spec §6's allowlist of four usernames for
-- rectification, "not listed"): who may rectify, and each grade changed from a RECTINOTA request
-- with its value before and after.

CREATE TABLE rectification_allowlist (
  username TEXT PRIMARY KEY COLLATE NOCASE,
  position INTEGER NOT NULL UNIQUE CHECK (position BETWEEN 1 AND 4)
);

CREATE TABLE grade_rectifications (
  id INTEGER PRIMARY KEY,
  request_id INTEGER NOT NULL UNIQUE REFERENCES procedure_requests (id),
  score_item_id INTEGER NOT NULL REFERENCES score_items (id),
  previous_score TEXT,
  new_score TEXT NOT NULL,
  comment TEXT NOT NULL,
  applied_by INTEGER NOT NULL REFERENCES users (id),
  applied_at INTEGER NOT NULL
);
