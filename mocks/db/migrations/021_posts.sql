-- The home feed (issue 12): posts, who they are for, their reactions, and the areas that publish
-- them (spec §3 Post, §5, §6). Dates are epoch milliseconds, UTC.

-- The areas a post is published on behalf of (`idAreaEncargada`); users.area_id names one. What
-- an area may pin combines with the publisher's FJPUBALU / FJPUBDOC (spec §6).
CREATE TABLE publication_areas (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  can_pin_students INTEGER NOT NULL DEFAULT 0 CHECK (can_pin_students IN (0, 1)),
  can_pin_teachers INTEGER NOT NULL DEFAULT 0 CHECK (can_pin_teachers IN (0, 1)),
  can_pin_graduates INTEGER NOT NULL DEFAULT 0 CHECK (can_pin_graduates IN (0, 1))
);
INSERT INTO publication_areas (id, name, can_pin_students, can_pin_teachers, can_pin_graduates)
VALUES
  (1, 'Dirección General', 1, 1, 1),
  (3, 'Servicios Académicos', 1, 1, 0),
  (5, 'Tecnologías de la Información', 0, 0, 0),
  (7, 'Educación Continua', 1, 0, 1),
  (9, 'Gestión Docente', 0, 1, 0),
  (12, 'Comunicaciones', 1, 1, 1),
  (14, 'Bienestar Estudiantil', 1, 0, 0);

CREATE TABLE posts (
  id INTEGER PRIMARY KEY,
  text TEXT NOT NULL,
  -- The text folded (lower case, no accents) for the feed's search.
  search_text TEXT NOT NULL,
  media TEXT CHECK (media IN ('IMAGEN', 'VIDEO')),
  image_file_id INTEGER REFERENCES files (id),
  video_url TEXT,
  document_file_id INTEGER REFERENCES files (id),
  button_text TEXT,
  area_id INTEGER NOT NULL REFERENCES publication_areas (id),
  author_id INTEGER NOT NULL REFERENCES users (id),
  for_teachers INTEGER NOT NULL DEFAULT 0 CHECK (for_teachers IN (0, 1)),
  for_students INTEGER NOT NULL DEFAULT 0 CHECK (for_students IN (0, 1)),
  for_graduates INTEGER NOT NULL DEFAULT 0 CHECK (for_graduates IN (0, 1)),
  starts_at INTEGER NOT NULL,
  pinned_students INTEGER NOT NULL DEFAULT 0 CHECK (pinned_students IN (0, 1)),
  pinned_teachers INTEGER NOT NULL DEFAULT 0 CHECK (pinned_teachers IN (0, 1)),
  pinned_until INTEGER,
  advanced INTEGER NOT NULL DEFAULT 0 CHECK (advanced IN (0, 1)),
  -- The random key in the links to the post's image and document (no session on an <img>).
  media_key TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  CHECK (for_teachers + for_students + for_graduates > 0),
  CHECK ((media = 'IMAGEN') = (image_file_id IS NOT NULL)),
  CHECK ((media = 'VIDEO') = (video_url IS NOT NULL)),
  CHECK ((document_file_id IS NULL) = (button_text IS NULL)),
  CHECK ((pinned_students + pinned_teachers > 0) = (pinned_until IS NOT NULL))
);
-- The feed reads newest first; the admin list too, scheduled ones included.
CREATE INDEX posts_starts ON posts (starts_at DESC, id DESC);
CREATE INDEX posts_pinned ON posts (pinned_until) WHERE pinned_until IS NOT NULL;

-- Who a post is for beyond its audiences: its divisions (always), and with the advanced filter
-- the campuses, programmes, periods, products and modules it narrows to.
CREATE TABLE post_targets (
  post_id INTEGER NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('DIVISION', 'SEDE', 'PROGRAMA', 'PERIODO', 'PRODUCTO', 'MODULO')),
  value TEXT NOT NULL,
  PRIMARY KEY (post_id, kind, value)
);
CREATE INDEX post_targets_value ON post_targets (kind, value);

-- One reaction per person and post (spec §3 reaction types).
CREATE TABLE post_reactions (
  post_id INTEGER NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id),
  reaction INTEGER NOT NULL CHECK (reaction IN (28823, 28824, 28825)),
  reacted_at INTEGER NOT NULL,
  PRIMARY KEY (post_id, user_id)
);
CREATE INDEX post_reactions_count ON post_reactions (post_id, reaction);
