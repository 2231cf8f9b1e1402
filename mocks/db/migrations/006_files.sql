-- Files users upload (CV, post images and documents); the bytes live in the file store beside
-- the database, named by `stored_as`.
CREATE TABLE files (
  id INTEGER PRIMARY KEY,
  owner_id INTEGER NOT NULL REFERENCES users (id),
  purpose TEXT NOT NULL CHECK (purpose IN ('CV', 'IMAGEN_PUBLICACION', 'DOCUMENTO_PUBLICACION')),
  name TEXT NOT NULL,
  extension TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL CHECK (size > 0),
  stored_as TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL
);
CREATE INDEX files_owner ON files (owner_id);
