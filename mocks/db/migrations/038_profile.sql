-- Mi cuenta (issue 33): the verified phone, the identity document shown on the profile, the
-- profile photo (re-encoded bytes in the file store, served under a random key), the teacher's
-- current CV and the codes that verify a new phone.
ALTER TABLE users ADD COLUMN phone_verified INTEGER NOT NULL DEFAULT 0 CHECK (phone_verified IN (0, 1));
ALTER TABLE users ADD COLUMN document_type TEXT CHECK (document_type IN ('DNI', 'CE', 'PASAPORTE'));
ALTER TABLE users ADD COLUMN document_number TEXT;

CREATE TABLE profile_photos (
  user_id INTEGER PRIMARY KEY REFERENCES users (id),
  stored_as TEXT NOT NULL UNIQUE,
  content_type TEXT NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  photo_key TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);

-- One current CV per teacher; the file row (purpose CV) is the uploader's own.
CREATE TABLE teacher_cvs (
  teacher_id INTEGER PRIMARY KEY REFERENCES users (id),
  file_id INTEGER NOT NULL UNIQUE REFERENCES files (id),
  updated_at INTEGER NOT NULL
);

-- A code sent to `phone`; the phone becomes the user's when the code is confirmed.
CREATE TABLE phone_codes (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  phone TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  sent_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  used_at INTEGER
);
CREATE INDEX phone_codes_user ON phone_codes (user_id, id);
